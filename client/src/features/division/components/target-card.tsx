import { useLanguage } from '@/lib/i18n';
import { plural, t } from '@lingui/core/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Slider } from '@/components/ui/slider';
import { useSpouseLabels } from '@/features/account';
import { SettingHistoryButton } from '@/features/evidence';
import { answerSentence, type DivisionResponse } from '@shared/division';
import { formatUsd } from '@shared/money';
import { useSaveTargetShare } from '../api';
import { estateNote } from '../plan';

/** "1 item to sell ($20,000.20) and 2 undecided ($5,000.00)": what counts as sold; null if none. */
function soldItemsText({ to_sell: toSell, undecided }: DivisionResponse): string | null {
  if (toSell.count > 0 && undecided.count > 0) {
    const sold = toSellText(toSell);
    const open = undecidedText(undecided);
    return t`${sold} and ${open}`;
  }
  if (toSell.count > 0) return toSellText(toSell);
  if (undecided.count > 0) return undecidedText(undecided);
  return null;
}

/** '1 item to sell ($20,000.20)'. */
function toSellText({ count, net }: DivisionResponse['to_sell']): string {
  const amount = formatUsd(net);
  return plural(count, {
    one: `# item to sell (${amount})`,
    other: `# items to sell (${amount})`,
  });
}

/** '2 undecided ($5,000.00)'. */
function undecidedText({ count, net }: DivisionResponse['undecided']): string {
  const amount = formatUsd(net);
  return t`${count} undecided (${amount})`;
}

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="money mt-1 text-lg font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The target slider (saved when the user lets go), the sentence that answers "who pays whom",
 * and the marital estate it divides, in words when it is zero or less.
 */
export function TargetCard({ answer }: { answer: DivisionResponse }) {
  const save = useSaveTargetShare();
  const spouses = useSpouseLabels();
  const { t } = useLingui();
  const language = useLanguage();
  // The share while the thumb moves, and until the save settles.
  const [draft, setDraft] = useState<number | null>(null);
  const share = draft ?? answer.target_share;
  const note = estateNote(answer, language);
  const first = spouses.spouse_1;
  const second = spouses.spouse_2;
  const secondShare = 100 - share;
  const split = `${answer.target_share}/${100 - answer.target_share}`;
  const sold = soldItemsText(answer);
  const soldCount = answer.to_sell.count + answer.undecided.count;

  return (
    <Card className="space-y-5 p-5">
      <Slider
        label={t`${first} share of the marital estate: ${share}%`}
        showValue={false}
        value={share}
        min={0}
        max={100}
        step={1}
        valueText={`${share}%`}
        hint={t`${second} share: ${secondShare}%.`}
        onValueChange={setDraft}
        onValueCommit={(value) => {
          if (value === answer.target_share) {
            setDraft(null);
            return;
          }
          save.mutate(value, { onSettled: () => setDraft(null) });
        }}
      />
      <p
        aria-live="polite"
        data-testid="division-sentence"
        className="text-xl font-semibold text-balance text-slate-900 sm:text-2xl"
      >
        {answerSentence(answer, spouses, language)}
      </p>
      {note !== null && <Alert tone="info">{note}</Alert>}
      <GlossaryHelp term="marital estate" />
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure
          label={t`Marital assets`}
          value={formatUsd(answer.marital.assets)}
          testId="marital-assets"
        />
        <Figure
          label={t`Marital debts`}
          value={formatUsd(answer.marital.debts)}
          testId="marital-debts"
        />
        <Figure
          label={t`Marital estate`}
          value={formatUsd(answer.marital.net)}
          testId="marital-net"
        />
      </dl>
      {sold !== null && (
        <p className="text-sm text-slate-600">
          {soldCount === 1
            ? t`${sold} is treated as sold, the proceeds split ${split}.`
            : t`${sold} are treated as sold, the proceeds split ${split}.`}
        </p>
      )}
      <div className="flex justify-end">
        <SettingHistoryButton entity="division_target" name={t`the target share`} />
      </div>
    </Card>
  );
}

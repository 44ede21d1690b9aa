import { useLanguage } from '@/lib/i18n';
import { msg } from '@lingui/core/macro';
import { GlossaryHelp } from '@/components/ui/glossary-help';
import { useLingui } from '@lingui/react/macro';
import { liveTexts } from '@/components/ui/live-texts';
import type { DivisionResponse } from '@shared/division';
import { formatUsd } from '@shared/money';
import { ownershipLabel, type NetworthItemDto } from '@shared/networth';
import { useSpouseLabels } from '@/features/account';
import { SPOUSES } from '../plan';
import {
  CharacterToggle,
  currentPlan,
  ItemHeading,
  ItemListCard,
  ItemNote,
  useItemNote,
  usePlanItem,
} from './item-controls';

const SEPARATE_TEXTS = liveTexts({
  title: msg`Separate property`,
  description: msg`Owned before the marriage, or a gift or an inheritance: it stays with its owner and is left out of the division.`,
  empty: msg`No separate property. Mark an item as separate if one spouse owned it before the marriage, or received it as a gift or an inheritance.`,
});

/** The separate items with their owners, each spouse's total, and the way back to marital. */
export function SeparateProperty({
  answer,
  items,
}: {
  answer: DivisionResponse;
  items: readonly NetworthItemDto[];
}) {
  const planItem = usePlanItem();
  const { noteOf, setNote } = useItemNote();
  const separate = items.filter((item) => item.character === 'separate');
  const spouses = useSpouseLabels();
  const { t } = useLingui();
  const language = useLanguage();

  return (
    <ItemListCard title={SEPARATE_TEXTS.title} description={SEPARATE_TEXTS.description}>
      <GlossaryHelp term="separate property" className="px-4 pt-3 sm:px-5" />
      {separate.length === 0 ? (
        <p className="px-4 py-8 text-center text-slate-600 sm:px-5">{SEPARATE_TEXTS.empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {separate.map((item) => {
              const owner = ownershipLabel(item.ownership, spouses, language);
              return (
                <li key={item.id} className="px-4 py-4 sm:px-5">
                  <ItemHeading item={item} owner={t`Owned by ${owner}`} />
                  <div className="mt-3">
                    <CharacterToggle
                      item={item}
                      onChange={(character) =>
                        setNote(item.id, planItem(item, { ...currentPlan(item), character }))
                      }
                    />
                  </div>
                  <ItemNote text={noteOf(item.id)} />
                </li>
              );
            })}
          </ul>
          <dl className="grid gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3 text-sm sm:grid-cols-2 sm:px-5">
            {SPOUSES.map((spouse) => {
              const name = spouses[spouse];
              return (
                <div key={spouse} className="flex justify-between gap-3 sm:justify-start">
                  <dt className="text-slate-700">{t`${name} keeps`}</dt>
                  <dd
                    className="money font-semibold text-slate-900"
                    data-testid={`separate-${spouse}`}
                  >
                    {formatUsd(answer[spouse].separate_net)}
                  </dd>
                </div>
              );
            })}
          </dl>
        </>
      )}
    </ItemListCard>
  );
}

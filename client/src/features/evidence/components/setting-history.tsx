/**
 * "History" beside a one-per-user setting (the division's target share, the saved settlement
 * figures, the decision analysis, who is who): every change to it, in the same dialog as a tracker row's history.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { type EvidenceEntity, SINGLE_RECORD_ID } from '@shared/evidence';
import type { SpouseLabels } from '@shared/parties';
import { HistoryDialog, type HistoryTarget } from '../lazy-history-dialog';

type SettingHistoryProps = {
  entity: Extract<
    EvidenceEntity,
    'division_target' | 'settlement_scenario' | 'parties' | 'decision_analysis'
  >;
  /** What the dialog calls it: 'the target share' → "History of the target share". */
  name: string;
  spouses?: SpouseLabels;
};

export function SettingHistoryButton({ entity, name, spouses }: SettingHistoryProps) {
  const [target, setTarget] = useState<HistoryTarget | null>(null);
  const { t } = useLingui();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t`History of ${name}`}
        onClick={() => setTarget({ id: SINGLE_RECORD_ID, name })}
      >
        <History aria-hidden="true" className="size-4" />
        <Trans>History</Trans>
      </Button>
      <HistoryDialog
        entity={entity}
        target={target}
        onClose={() => setTarget(null)}
        spouses={spouses}
      />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { savedAtText as savedAt } from '@shared/dates';
import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { SettingHistoryButton } from '@/features/evidence';
import { describeWriteError } from '@/lib/api-errors';
import { type SettlementParameters } from '@shared/settlement';
import { scenarioFromParameters, type SettlementScenarioDto } from '@shared/settlement-scenario';
import { SCENARIO_TEXTS, useSaveScenario } from '../api';

type SaveScenarioProps = {
  parameters: SettlementParameters;
  useDivision: boolean;
  /** The figures saved before, if any. */
  saved: SettlementScenarioDto | null;
};

/**
 * "Save for the case file": keeps the calculator's figures (and whether it divides the marital
 * estate) so the case file can print them with their result. Says whether what is on screen is
 * what was saved.
 */
export function SaveScenario({ parameters, useDivision, saved }: SaveScenarioProps) {
  const save = useSaveScenario();
  const { toast } = useToast();
  const { t } = useLingui();
  const current = scenarioFromParameters(parameters, useDivision);
  const isSaved =
    saved !== null &&
    (Object.keys(current) as (keyof typeof current)[]).every((key) => saved[key] === current[key]);
  const status =
    saved === null
      ? SCENARIO_TEXTS.unsaved
      : isSaved
        ? SCENARIO_TEXTS.saved(savedAt(saved.updated_at))
        : SCENARIO_TEXTS.changed(savedAt(saved.updated_at));

  async function saveFigures() {
    try {
      await save.mutateAsync(current);
      toast({ title: SCENARIO_TEXTS.savedTitle, description: SCENARIO_TEXTS.savedDescription });
    } catch (error) {
      toast({
        title: SCENARIO_TEXTS.failedTitle,
        description: describeWriteError(error, SCENARIO_TEXTS.failedTitle),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {saved !== null && (
          <SettingHistoryButton entity="settlement_scenario" name={t`the saved figures`} />
        )}
        <Button
          writes
          variant={isSaved ? 'outline' : 'primary'}
          className="shrink-0"
          isLoading={save.isPending}
          loadingText={t`Saving...`}
          onClick={() => void saveFigures()}
        >
          {!save.isPending && <Save aria-hidden="true" className="size-4" />}
          {SCENARIO_TEXTS.button}
        </Button>
      </div>
    </div>
  );
}

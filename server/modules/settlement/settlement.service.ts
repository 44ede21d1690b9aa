/** The user's saved settlement figures: one row per user, replaced on every save. */
import { eq } from 'drizzle-orm';
import type { SettlementScenarioDto, SettlementScenarioValues } from '@shared/settlement-scenario';
import { settlementScenarios } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { settingRevision, writeWithRevision } from '../../db/revisions';

const columns = {
  settlement_costs: settlementScenarios.settlementCosts,
  trial_costs: settlementScenarios.trialCosts,
  settlement_percent: settlementScenarios.settlementPercent,
  worst_percent: settlementScenarios.worstPercent,
  expected_percent: settlementScenarios.expectedPercent,
  best_percent: settlementScenarios.bestPercent,
  risk_tolerance: settlementScenarios.riskTolerance,
  use_division: settlementScenarios.useDivision,
  updated_at: settlementScenarios.updatedAt,
};

const toDto = ({
  updated_at: updatedAt,
  ...row
}: { updated_at: Date } & SettlementScenarioValues) =>
  ({ ...row, updated_at: updatedAt.toISOString() }) satisfies SettlementScenarioDto;

/** The user's saved scenario, or null when they have saved none. */
export async function findScenario(
  db: AppDatabase,
  userId: number,
): Promise<SettlementScenarioDto | null> {
  const [row] = await db
    .select(columns)
    .from(settlementScenarios)
    .where(eq(settlementScenarios.userId, userId));
  return row ? toDto(row) : null;
}

/**
 * Saves `values` as the user's scenario, replacing the one before, with its revision; the same
 * figures saved again change nothing.
 */
export async function saveScenario(
  db: AppDatabase,
  userId: number,
  values: SettlementScenarioValues,
): Promise<SettlementScenarioDto> {
  const set = {
    settlementCosts: values.settlement_costs,
    trialCosts: values.trial_costs,
    settlementPercent: values.settlement_percent,
    worstPercent: values.worst_percent,
    expectedPercent: values.expected_percent,
    bestPercent: values.best_percent,
    riskTolerance: values.risk_tolerance,
    useDivision: values.use_division,
  };
  const saved = await writeWithRevision(db, userId, async (tx) => {
    const before = await findScenario(tx, userId);
    const [row] = await tx
      .insert(settlementScenarios)
      .values({ userId, ...set })
      .onConflictDoUpdate({
        target: settlementScenarios.userId,
        set: { ...set, updatedAt: new Date() },
      })
      .returning(columns);
    const after = toDto(row!);
    const revision = settingRevision('settlement_scenario', before && { ...before }, { ...after });
    // Unchanged: nothing is written, so the saved time stays what it was.
    return revision && { result: after, revisions: [revision] };
  });
  return saved ?? (await findScenario(db, userId))!;
}

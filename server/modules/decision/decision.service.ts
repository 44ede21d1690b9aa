/**
 * The user's decision analysis (shared/decision-analysis.ts): one row per user holding the
 * inputs, replaced on every save with its revision; the results are computed on every read
 * from the one function in shared/, so what the screen, the case file and the log show agree.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  analyseDecision,
  type DecisionAnalysisResponse,
  type DecisionInputs,
  type DecisionPrefill,
  type SavedDecision,
  defaultDecisionInputs,
} from '@shared/decision-analysis';
import { divideEstate, type DivisionItem } from '@shared/division';
import { LEGAL_FEE_CATEGORIES } from '@shared/expense-categories';
import { centsToAmountText, requireAmountCents } from '@shared/money';
import type { AppDatabase } from '../../db/connect';
import { answerLanguage, translateText } from '../../http/language';
import { settingRevision, writeWithRevision } from '../../db/revisions';
import { decisionAnalyses, expenses } from '../../db/schema';
import { findTargetShare } from '../division/division.service';
import { networthItemRecords } from '../networth/networth.service';
import { findParties } from '../users/users.service';

/** The saved inputs and when they were saved; null until the first save. */
async function findSaved(
  db: AppDatabase,
  userId: number,
): Promise<{ inputs: DecisionInputs; updatedAt: Date } | null> {
  const [row] = await db
    .select({ inputs: decisionAnalyses.inputs, updatedAt: decisionAnalyses.updatedAt })
    .from(decisionAnalyses)
    .where(eq(decisionAnalyses.userId, userId));
  return row ? { inputs: row.inputs as DecisionInputs, updatedAt: row.updatedAt } : null;
}

/**
 * What her records say: what she would end with under the division planner's proposal (when
 * she has said which spouse she is), the marital estate, and the legal fees she has recorded.
 */
async function findDecisionPrefill(db: AppDatabase, userId: number): Promise<DecisionPrefill> {
  const [items, targetShare, parties, [legal]] = await Promise.all([
    networthItemRecords.list(db, userId),
    findTargetShare(db, userId),
    findParties(db, userId),
    db
      .select({ amount: sql<string>`coalesce(sum(${expenses.amount}), 0.00)::text` })
      .from(expenses)
      .where(
        and(eq(expenses.userId, userId), inArray(expenses.category, [...LEGAL_FEE_CATEGORIES])),
      ),
  ]);
  const division = items.length > 0 ? divideEstate(items as DivisionItem[], targetShare) : null;
  const role = parties.spouse_role;
  return {
    offer: division && role ? centsToAmountText(division.afterPayment[role]) : null,
    marital_estate: division && centsToAmountText(division.estate),
    legal_fees_to_date: centsToAmountText(requireAmountCents(legal?.amount ?? '0.00')),
  };
}

/** The saved analysis as the log, the data download and the case file hold it: inputs and results. */
function revisionData(inputs: DecisionInputs, updatedAt: Date): SavedDecision {
  return { ...inputs, results: analyseDecision(inputs), updated_at: updatedAt.toISOString() };
}

/** Her saved analysis with its results; null when she has saved none (the defaults are not hers). */
export async function findSavedDecision(
  db: AppDatabase,
  userId: number,
): Promise<SavedDecision | null> {
  const saved = await findSaved(db, userId);
  return saved && revisionData(saved.inputs, saved.updatedAt);
}

/** GET /api/decision-analysis: the saved analysis, or the defaults filled from her records. */
export async function findDecision(
  db: AppDatabase,
  userId: number,
): Promise<DecisionAnalysisResponse> {
  const [saved, prefill] = await Promise.all([
    findSaved(db, userId),
    findDecisionPrefill(db, userId),
  ]);
  const language = answerLanguage();
  const inputs =
    saved?.inputs ?? defaultDecisionInputs(prefill, (english) => translateText(english, language));
  return {
    saved: saved !== null,
    inputs,
    results: analyseDecision(inputs),
    prefill,
    updated_at: saved?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves `inputs` as her analysis, replacing the one before, with its revision; the same inputs
 * saved again change nothing (nor the saved time).
 */
export async function saveDecision(
  db: AppDatabase,
  userId: number,
  inputs: DecisionInputs,
): Promise<DecisionAnalysisResponse> {
  await writeWithRevision(db, userId, async (tx) => {
    const before = await findSaved(tx, userId);
    // The revision is worked out first: the same figures again write nothing, not even the time.
    const savedAt = new Date();
    const revision = settingRevision(
      'decision_analysis',
      before && { ...revisionData(before.inputs, before.updatedAt) },
      { ...revisionData(inputs, savedAt) },
    );
    if (!revision) return null;
    await tx
      .insert(decisionAnalyses)
      .values({ userId, inputs, updatedAt: savedAt })
      .onConflictDoUpdate({ target: decisionAnalyses.userId, set: { inputs, updatedAt: savedAt } });
    return { result: undefined, revisions: [revision] };
  });
  return findDecision(db, userId);
}

/**
 * The division planner's data: the user's target share and the net-worth items the rule in
 * shared/division.ts divides. The rule itself is never repeated here.
 */
import { answerLanguage, translateText } from '../../http/language';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_TARGET_SHARE,
  divideEstate,
  type DivisionItem,
  type DivisionResponse,
  toDivisionResponse,
} from '@shared/division';
import { spouseLabels, YOU } from '@shared/parties';
import { divisionTargets } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { settingRevision, writeWithRevision } from '../../db/revisions';
import { networthItemRecords } from '../networth/networth.service';
import { findParties } from '../users/users.service';

/** The user's target share for Spouse 1, 50 until they choose one. */
export async function findTargetShare(db: AppDatabase, userId: number): Promise<number> {
  const [row] = await db
    .select({ targetShare: divisionTargets.targetShare })
    .from(divisionTargets)
    .where(eq(divisionTargets.userId, userId));
  return row?.targetShare ?? DEFAULT_TARGET_SHARE;
}

/**
 * Saves the user's target share, with its revision (the payment moves with it, so the log must
 * say so); saving the same share again changes nothing.
 */
export async function saveTargetShare(
  db: AppDatabase,
  userId: number,
  targetShare: number,
): Promise<void> {
  await writeWithRevision(db, userId, async (tx) => {
    const [before] = await tx
      .select({ targetShare: divisionTargets.targetShare, updatedAt: divisionTargets.updatedAt })
      .from(divisionTargets)
      .where(eq(divisionTargets.userId, userId));
    if (before?.targetShare === targetShare) return null;
    const [row] = await tx
      .insert(divisionTargets)
      .values({ userId, targetShare })
      .onConflictDoUpdate({
        target: divisionTargets.userId,
        set: { targetShare, updatedAt: new Date() },
      })
      .returning({
        targetShare: divisionTargets.targetShare,
        updatedAt: divisionTargets.updatedAt,
      });
    const revision = settingRevision(
      'division_target',
      before ? targetData(before) : null,
      targetData(row!),
    );
    return revision && { result: undefined, revisions: [revision] };
  });
}

/** The target as its revisions hold it. */
function targetData(row: { targetShare: number; updatedAt: Date }) {
  return { target_share: row.targetShare, updated_at: row.updatedAt.toISOString() };
}

/**
 * GET /api/networth/division: the user's items divided at their target share, the sentence
 * naming the spouses as the user said who is who. `you` is the word for the user: 'you' for
 * her, 'account holder' for someone she shared her records with.
 */
export async function findDivisionForUser(
  db: AppDatabase,
  userId: number,
  you: string = YOU,
): Promise<DivisionResponse> {
  const [items, targetShare, parties] = await Promise.all([
    networthItemRecords.list(db, userId),
    findTargetShare(db, userId),
    findParties(db, userId),
  ]);
  // Worded in the language the request asked for (server/http/language.ts).
  const language = answerLanguage();
  return toDivisionResponse(
    divideEstate(items as DivisionItem[], targetShare),
    spouseLabels(parties, translateText(you, language), language),
    language,
  );
}

/**
 * Everything the product keeps about one user, for "Download my data": the account, the
 * subscriptions, every record, the division target, the saved settlement figures and decision
 * analysis, the full evidence log and the snapshots, the devices signed in and ninety days of
 * sign-ins, each as the API answers it. Nothing of another user's; nothing secret (passwords live with
 * the auth provider, hashed).
 */
import { findIncomeForUser } from '../income/income.service';
import { listProposedLines } from '../disclosure/disclosure.service';
import { listOrders, listPayments, listReimbursements } from '../support/support.service';
import { asc, eq } from 'drizzle-orm';
import type { AccountExportPart } from '@shared/account';
import type { SignIn } from '@shared/devices';
import { subscriptions, type User } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { collectDeviceData } from '../devices/devices.service';
import { findTargetShare } from '../division/division.service';
import { listRevisions, listSnapshots } from '../evidence/evidence.service';
import { eventRecords } from '../events/events.service';
import { expenseRecords } from '../expenses/expenses.service';
import { networthItemRecords } from '../networth/networth.service';
import { type ExportedDocument, listDocumentsForExport } from '../documents/documents.service';
import { findScenario } from '../settlement/settlement.service';
import { findSavedDecision } from '../decision/decision.service';
import { listShares } from '../sharing/sharing.service';
import { toParties } from '../users/users.service';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** Each part of the export, keyed as ACCOUNT_EXPORT_PARTS names them. */
export async function collectAccountData(
  db: AppDatabase,
  user: User,
): Promise<
  Record<AccountExportPart, unknown> & {
    sign_ins: readonly SignIn[];
    documents: ExportedDocument[];
  }
> {
  const [
    subscriptionRows,
    expenses,
    events,
    items,
    targetShare,
    scenario,
    decision,
    revisions,
    snapshots,
    shares,
    deviceData,
    documentList,
    income,
    proposed,
    orders,
    payments,
    reimbursements,
  ] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id))
      .orderBy(asc(subscriptions.id)),
    expenseRecords.list(db, user.id),
    eventRecords.list(db, user.id),
    networthItemRecords.list(db, user.id),
    findTargetShare(db, user.id),
    findScenario(db, user.id),
    findSavedDecision(db, user.id),
    listRevisions(db, user.id),
    listSnapshots(db, user.id),
    listShares(db, user.id, null),
    collectDeviceData(db, user.authUserId),
    listDocumentsForExport(db, user.id),
    findIncomeForUser(db, user.id),
    listProposedLines(db, user.id),
    listOrders(db, user.id),
    listPayments(db, user.id),
    listReimbursements(db, user.id),
  ]);
  return {
    profile: {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      created_at: iso(user.createdAt),
      is_verified: user.isVerified,
      subscription_status: user.subscriptionStatus,
      marketing_emails: user.marketingOptIn,
      language: user.locale,
      who_is_who: toParties(user),
    },
    subscriptions: subscriptionRows.map((row) => ({
      id: row.id,
      plan: row.plan,
      status: row.status,
      period_start: iso(row.periodStart),
      period_end: iso(row.periodEnd),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    })),
    expenses,
    events,
    networth_items: items,
    division: { target_share: targetShare },
    settlement: { scenario, decision_analysis: decision },
    income: { sources: income.sources, deductions: income.deductions },
    disclosure: { proposed },
    support: { orders, payments, reimbursement_requests: reimbursements.requests },
    documents: documentList,
    revisions,
    snapshots,
    shares,
    devices: deviceData.devices,
    sign_ins: deviceData.sign_ins,
  };
}

/**
 * What each `/api` route answers when it succeeds, as a schema: the same schemas the client
 * reads its answers with (requestParsed). The tests on both sides hold answers to it: the
 * server's API tests check every 2xx answer they receive, and the client's fetch stub checks
 * every 2xx answer a test fakes, so a fake cannot drift from what the server sends.
 * Test code only: the app itself imports each schema from its module.
 */
import {
  accountDeleteResponseSchema,
  emailPreferencesSchema,
  unsubscribeResponseSchema,
} from './account';
import { accountLanguageSchema } from './language';
import { clientConfigSchema } from './api';
import { registeredUserSchema } from './auth';
import {
  deviceSessionsSchema,
  signInsSchema,
  signOutLinkResponseSchema,
  signOutOthersSchema,
} from './devices';
import { disclosureResponseSchema, proposedLineResponseSchema } from './disclosure';
import { divisionResponseSchema } from './division';
import { documentDtoSchema, documentListSchema } from './documents';
import { eventDtoSchema, eventListSchema } from './events';
import {
  deletedItemsResponseSchema,
  historyResponseSchema,
  integrityResponseSchema,
  restoredRevisionSchema,
  verifyResponseSchema,
} from './evidence';
import { expenseCategoriesResponseSchema } from './expense-categories';
import { expenseDtoSchema, expenseImportResponseSchema, expenseListSchema } from './expenses';
import { incomeDeductionDtoSchema, incomeResponseSchema, incomeSourceDtoSchema } from './income';
import {
  networthCategoriesResponseSchema,
  networthImportResponseSchema,
  networthItemDtoSchema,
  networthResponseSchema,
} from './networth';
import { undoImportResponseSchema } from './import';
import { partiesSchema } from './parties';
import { settlementScenarioResponseSchema } from './settlement-scenario';
import { decisionAnalysisResponseSchema } from './decision-analysis';
import {
  createShareResponseSchema,
  revokeByLinkResponseSchema,
  shareDtoSchema,
  sharedViewResponseSchema,
  shareListResponseSchema,
} from './sharing';
import {
  reimbursementDtoSchema,
  reimbursementListSchema,
  supportLedgerSchema,
  supportOrderDtoSchema,
  supportOrdersResponseSchema,
  supportOverviewSchema,
  supportPaymentDtoSchema,
  supportPaymentsResponseSchema,
} from './support';
import {
  authStatusResponseSchema,
  cancelSubscriptionResponseSchema,
  checkoutFinishResponseSchema,
  checkoutSessionSchema,
  checkoutUrlResponseSchema,
  checkStatusResponseSchema,
  portalUrlResponseSchema,
  profileSchema,
} from './subscriptions';

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: unknown } };

/** `METHOD /api/path/:param` → the answer's schema. */
const CONTRACT: Record<string, Schema> = {
  'GET /api/config': clientConfigSchema,
  'GET /api/auth/status': authStatusResponseSchema,
  'GET /api/profile': profileSchema,
  'GET /api/subscriptions/check-status': checkStatusResponseSchema,
  'POST /api/subscriptions/create-checkout': checkoutUrlResponseSchema,
  'POST /api/subscriptions/cancel': cancelSubscriptionResponseSchema,
  'POST /api/subscriptions/portal': portalUrlResponseSchema,
  'POST /api/auth/register-db-user': registeredUserSchema,
  'GET /api/billing/checkout/:id': checkoutSessionSchema,
  'POST /api/billing/checkout/:id/complete': checkoutFinishResponseSchema,
  'POST /api/billing/checkout/:id/cancel': checkoutFinishResponseSchema,
  'GET /api/expenses': expenseListSchema,
  'POST /api/expenses': expenseDtoSchema,
  'PUT /api/expenses/:id': expenseDtoSchema,
  'POST /api/expenses/import': expenseImportResponseSchema,
  'POST /api/expenses/import/undo': undoImportResponseSchema,
  'POST /api/networth/import/undo': undoImportResponseSchema,
  'GET /api/events': eventListSchema,
  'POST /api/events': eventDtoSchema,
  'PUT /api/events/:id': eventDtoSchema,
  'GET /api/networth': networthResponseSchema,
  'GET /api/networth/categories': networthCategoriesResponseSchema,
  'POST /api/networth': networthItemDtoSchema,
  'PUT /api/networth/:id': networthItemDtoSchema,
  'POST /api/networth/import': networthImportResponseSchema,
  'GET /api/networth/division': divisionResponseSchema,
  'PUT /api/networth/division': divisionResponseSchema,
  'GET /api/income': incomeResponseSchema,
  'POST /api/income': incomeSourceDtoSchema,
  'PUT /api/income/:id': incomeSourceDtoSchema,
  'POST /api/income/deductions': incomeDeductionDtoSchema,
  'PUT /api/income/deductions/:id': incomeDeductionDtoSchema,
  'GET /api/disclosure': disclosureResponseSchema,
  'PUT /api/disclosure/proposed': proposedLineResponseSchema,
  'GET /api/expense-categories': expenseCategoriesResponseSchema,
  'GET /api/support': supportOverviewSchema,
  'GET /api/support/ledger': supportLedgerSchema,
  'GET /api/support/orders': supportOrdersResponseSchema,
  'POST /api/support/orders': supportOrderDtoSchema,
  'PUT /api/support/orders/:id': supportOrderDtoSchema,
  'GET /api/support/payments': supportPaymentsResponseSchema,
  'POST /api/support/payments': supportPaymentDtoSchema,
  'PUT /api/support/payments/:id': supportPaymentDtoSchema,
  'GET /api/support/reimbursements': reimbursementListSchema,
  'POST /api/support/reimbursements': reimbursementDtoSchema,
  'POST /api/support/reimbursements/:id/transition': reimbursementDtoSchema,
  'GET /api/settlement': settlementScenarioResponseSchema,
  'PUT /api/settlement': settlementScenarioResponseSchema,
  'GET /api/decision-analysis': decisionAnalysisResponseSchema,
  'PUT /api/decision-analysis': decisionAnalysisResponseSchema,
  'GET /api/account/parties': partiesSchema,
  'PUT /api/account/parties': partiesSchema,
  'GET /api/account/email-preferences': emailPreferencesSchema,
  'PUT /api/account/email-preferences': emailPreferencesSchema,
  'GET /api/account/language': accountLanguageSchema,
  'PUT /api/account/language': accountLanguageSchema,
  'POST /api/email/unsubscribe': unsubscribeResponseSchema,
  'POST /api/account/delete': accountDeleteResponseSchema,
  'GET /api/account/sessions': deviceSessionsSchema,
  'GET /api/account/sign-ins': signInsSchema,
  'POST /api/account/sessions/sign-out-others': signOutOthersSchema,
  'POST /api/account/sign-out-link': signOutLinkResponseSchema,
  'GET /api/shares': shareListResponseSchema,
  'POST /api/shares': createShareResponseSchema,
  'PATCH /api/shares/:id': shareDtoSchema,
  'DELETE /api/shares/:id': shareDtoSchema,
  'POST /api/shares/:id/resume': shareDtoSchema,
  'POST /api/shares/revoke-by-link': revokeByLinkResponseSchema,
  'GET /api/shared/:token': sharedViewResponseSchema,
  'GET /api/documents': documentListSchema,
  'POST /api/documents': documentDtoSchema,
  'PATCH /api/documents/:id': documentDtoSchema,
  'POST /api/documents/:id/links': documentDtoSchema,
  'POST /api/documents/:id/restore': documentDtoSchema,
  'GET /api/history': historyResponseSchema,
  'GET /api/history/deleted': deletedItemsResponseSchema,
  'POST /api/history/restore': restoredRevisionSchema,
  'GET /api/integrity': integrityResponseSchema,
  'GET /api/verify/:code': verifyResponseSchema,
};

const ROUTES = Object.entries(CONTRACT).map(([route, schema]) => {
  const [method, path] = route.split(' ') as [string, string];
  // A literal segment wins over a parameter: /api/networth/division is not /api/networth/:id.
  const pattern = new RegExp(`^${path.replace(/:[a-z]+/g, '[^/]+')}$`);
  return { method, path, pattern, schema, literal: !path.includes(':') };
});

/** The schema of `method path`'s answer (the query string is ignored), or undefined. */
export function answerSchemaOf(method: string, url: string): Schema | undefined {
  const path = url.split('?')[0]!;
  const verb = method.toUpperCase();
  const matches = ROUTES.filter((route) => route.method === verb && route.pattern.test(path));
  return (matches.find((route) => route.literal) ?? matches[0])?.schema;
}

/**
 * Throws, naming the route and what does not fit, when `body` is not what `method url` answers.
 * Routes outside the contract (files, redirects, 204s) pass.
 */
export function checkAnswer(method: string, url: string, body: unknown): void {
  const schema = answerSchemaOf(method, url);
  if (!schema) return;
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(
      `${method.toUpperCase()} ${url} answered outside its contract (shared/api-contract.ts): ${String(result.error)}`,
    );
  }
}

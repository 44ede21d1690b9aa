/**
 * Professional access: a read-only, expiring, revocable link a premium user gives a lawyer or
 * mediator. The owner's side (`/api/shares`) and the shared view (`/api/shared/:token`, public,
 * GET only) share these words and shapes.
 */
import { type SupportOverview, supportOverviewSchema } from './support';
import { z } from 'zod';
import { type SavedDecision, savedDecisionSchema } from './decision-analysis';
import { type DisclosureResponse, disclosureResponseSchema } from './disclosure';
import { type DivisionResponse, divisionResponseSchema } from './division';
import { type DocumentDto, documentDtoSchema } from './documents';
import { type SpouseLabels } from './parties';
import { type EventDto, eventDtoSchema } from './events';
import type { EvidenceEntity } from './evidence';
import { type ExpenseDto, expenseDtoSchema } from './expenses';
import {
  type NetworthItemDto,
  networthItemDtoSchema,
  type NetworthSummary,
  networthSummarySchema,
} from './networth';
import { type SettlementScenarioDto, settlementScenarioDtoSchema } from './settlement-scenario';
import { isTypeableText } from './validation';

export const SHARE_SCOPES = [
  'networth',
  'expenses',
  'events',
  'documents',
  'disclosure',
  'support',
  'settlement',
] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export const SHARE_SCOPE_LABELS: Record<ShareScope, string> = {
  networth: 'Net worth and division',
  expenses: 'Expenses',
  events: 'Events',
  documents: 'Documents',
  disclosure: 'Financial disclosure (income, expense totals, debts and assets)',
  support: 'Support and reimbursements (orders, payments, arrears and requests)',
  settlement: 'Settlement figures and decision analysis (offer, costs and outcomes)',
};

export const SHARE_EXPIRY_DAYS = { min: 1, max: 90, default: 14 } as const;
export const SHARE_LABEL_MAX = 100;
export const SHARE_PASSCODE = { min: 6, max: 128 } as const;
/**
 * Passcode checks allowed in the window, counted before each check (a right passcode is given
 * back): per address over every share, and per share from every address together, far higher,
 * so a guesser at one address never locks the lawyer out at another, and many addresses
 * together still meet a wall. Past either, 429.
 */
export const SHARE_PASSCODE_LIMIT = { max: 5, perShare: 100, windowSeconds: 15 * 60 } as const;
/**
 * Wrong passcodes slow down: past the first window's count, an address (and a share) gets twice
 * the count in eight times the time, twice more, so guessing goes exponentially slower: at most
 * 5 in 15 minutes, 10 in 2 hours, 20 in 16 hours from one address (100, 200, 400 on one share).
 */
export const SHARE_PASSCODE_BACKOFF_STEPS = 3;
/** The header that carries the passcode to `/api/shared/...`. */
export const SHARE_PASSCODE_HEADER = 'X-Share-Passcode';
/** The header that names the share when its export records its files. */
export const SHARE_TOKEN_HEADER = 'X-Share-Token';
/** A share token: 32 random bytes, base64url (256 bits). */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * POSTs to the emailed revoke link's route allowed per address in the window: far more than a
 * person clicking, few enough that nobody tries tokens there in bulk. Past it, 429.
 */
export const REVOKE_LINK_LIMIT = { max: 30, windowSeconds: 10 * 60 } as const;

export const SHARING_MESSAGES = {
  labelRequired: 'Enter a label, such as "My attorney, J. Smith"',
  labelTooLong: `Keep the label to ${SHARE_LABEL_MAX} characters`,
  scopesRequired: 'Choose at least one part of your records to share',
  expiryInvalid: `Choose an expiry between ${SHARE_EXPIRY_DAYS.min} and ${SHARE_EXPIRY_DAYS.max} days`,
  passcodeInvalid: `A passcode needs ${SHARE_PASSCODE.min} to ${SHARE_PASSCODE.max} characters`,
  notFound: 'Share not found',
  /** The one answer of the shared view for anything that does not open: a neutral 404. */
  inactive: 'This link is no longer active',
  passcodeRequired: 'Enter the passcode you were given to open this link.',
  passcodeRateLimited: 'Too many passcode attempts. Please wait 15 minutes and try again.',
  notCovered: 'This part of the records is not shared through this link.',
  revokedCannotExtend: 'A revoked link cannot be extended. Create a new share instead.',
  resumePasswordRequired: 'Enter your current password',
  resumeRateLimited: 'Too many attempts. Please wait 15 minutes and try again.',
  revokeLinkInvalid:
    'This revoke link is not valid. Open it again from the email, or sign in and revoke the link on the Sharing page.',
  revokeLinkExpired:
    'This revoke link has expired, as the link it was made for did. If you extended that link since, sign in and revoke it on the Sharing page.',
  revokeLinkRateLimited: 'Too many attempts. Please wait 10 minutes and try again.',
  /** A GET revokes nothing: mail scanners open every link in a message. */
  revokeLinkNeedsPost: 'Open the link from the email and press "Revoke this link".',
} as const;

const label = z
  .string({ error: SHARING_MESSAGES.labelRequired })
  .trim()
  .min(1, { error: SHARING_MESSAGES.labelRequired })
  .max(SHARE_LABEL_MAX, { error: SHARING_MESSAGES.labelTooLong })
  // One line of text a person could have typed.
  .refine((text) => isTypeableText(text) && !/[\t\r\n]/.test(text), {
    error: SHARING_MESSAGES.labelRequired,
  });

const expiresInDays = z
  .number({ error: SHARING_MESSAGES.expiryInvalid })
  .int({ error: SHARING_MESSAGES.expiryInvalid })
  .min(SHARE_EXPIRY_DAYS.min, { error: SHARING_MESSAGES.expiryInvalid })
  .max(SHARE_EXPIRY_DAYS.max, { error: SHARING_MESSAGES.expiryInvalid });

/** POST /api/shares. */
export const createShareSchema = z.object({
  label,
  scopes: z
    .array(z.enum(SHARE_SCOPES, { error: SHARING_MESSAGES.scopesRequired }), {
      error: SHARING_MESSAGES.scopesRequired,
    })
    .min(1, { error: SHARING_MESSAGES.scopesRequired })
    .max(SHARE_SCOPES.length, { error: SHARING_MESSAGES.scopesRequired })
    .transform((scopes) => SHARE_SCOPES.filter((scope) => scopes.includes(scope))),
  expires_in_days: expiresInDays.default(SHARE_EXPIRY_DAYS.default),
  /** Optional; an empty string means none. */
  passcode: z
    .string({ error: SHARING_MESSAGES.passcodeInvalid })
    .max(SHARE_PASSCODE.max, { error: SHARING_MESSAGES.passcodeInvalid })
    .refine((text) => text === '' || text.length >= SHARE_PASSCODE.min, {
      error: SHARING_MESSAGES.passcodeInvalid,
    })
    .optional()
    .transform((text) => (text ? text : null)),
});
export type CreateShareInput = z.input<typeof createShareSchema>;

/** PATCH /api/shares/:id: extend (or shorten) to this many days from now. */
export const updateShareSchema = z.object({ expires_in_days: expiresInDays });

/** POST /api/shares/:id/resume: the owner's current password, asked again. */
export const resumeShareSchema = z.object({
  password: z
    .string({ error: SHARING_MESSAGES.resumePasswordRequired })
    .min(1, { error: SHARING_MESSAGES.resumePasswordRequired })
    .max(1024, { error: SHARING_MESSAGES.resumePasswordRequired }),
});
export type ResumeShareInput = z.input<typeof resumeShareSchema>;

/**
 * Why a link stopped opening without being revoked: something that may mean someone else had
 * the owner's account (her password changed or was reset, every other device was signed out),
 * or the Premium that pays for it lapsed. Only the owner, with her password, resumes it.
 */
const SHARE_PAUSE_REASONS = [
  'password_changed',
  'password_reset',
  'signed_out_everywhere',
  'premium_lapsed',
] as const;
export type SharePauseReason = (typeof SHARE_PAUSE_REASONS)[number];

/** Revoked and expired come first: resuming either would not make it open. */
const SHARE_STATUSES = ['active', 'paused', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export interface ShareAccessDto {
  at: string;
  kind: 'view' | 'download';
  /** Browser and system in words ('Chrome on Windows'), never the whole header. */
  user_agent: string;
  /** The address cut to its network ('203.0.113.x', '2001:db8:1::/48'). */
  ip_prefix: string;
  /** The file that was viewed or downloaded (its name as it is now); null for the link itself. */
  document: { id: number; name: string } | null;
}

export interface ShareDto {
  id: number;
  label: string;
  scopes: ShareScope[];
  has_passcode: boolean;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set while the link is paused, whatever its status (a paused link may expire too). */
  paused_at: string | null;
  paused_reason: SharePauseReason | null;
  last_accessed_at: string | null;
  /** The first opening or download ever, and how many there were in all: kept on the share
   * when the oldest entries of the access log roll off. */
  first_accessed_at: string | null;
  access_count: number;
  status: ShareStatus;
  /** The latest accesses, newest first. */
  accesses: ShareAccessDto[];
}

/**
 * POST /api/shares/revoke-by-link `{ token }`, the emailed link (no sign-in): `revoked` when
 * this request revoked it; `already_revoked` when it was revoked before, or the link or its
 * owner's account no longer exists. Both mean that nobody can open it.
 */
export interface RevokeByLinkResponse {
  status: 'revoked' | 'already_revoked';
}

/** POST /api/shares: the link, shown this once (only its SHA-256 is kept). */
export interface CreateShareResponse {
  share: ShareDto;
  url: string;
}

/** GET /api/shared/:token: exactly what the share covers, and who shared it (initials). */
export interface SharedViewResponse {
  shared_by: string;
  expires_at: string;
  scopes: ShareScope[];
  /** "Who is who" as the owner said it, the owner named 'account holder'. */
  spouses: SpouseLabels;
  networth?: { items: NetworthItemDto[]; summary: NetworthSummary };
  division?: DivisionResponse;
  expenses?: ExpenseDto[];
  events?: EventDto[];
  /**
   * The owner's documents, newest first; each one's links name only records the share covers.
   * Each file is read through GET /api/shared/:token/documents/:id/content.
   */
  documents?: DocumentDto[];
  /**
   * The financial disclosure for the last whole month (on the UTC calendar); another
   * month through GET /api/shared/:token/disclosure?month=YYYY-MM.
   */
  disclosure?: DisclosureResponse;
  /**
   * Support orders, payments, the ledger through today (UTC) and the reimbursement requests;
   * another date through GET /api/shared/:token/support?through=YYYY-MM-DD.
   */
  support?: SupportOverview;
  /**
   * The settlement calculator's saved figures and the saved decision analysis with its results,
   * each null until the owner saves one.
   */
  settlement?: { scenario: SettlementScenarioDto | null; decision_analysis: SavedDecision | null };
  /** `revisions` counts only the changes to the covered records. */
  integrity: { valid: boolean; revisions: number; checked_at: string };
}

// The answers' contracts, as the client reads them (requestParsed) and the tests fake them.

export const shareDtoSchema = z.object({
  id: z.number(),
  label: z.string(),
  scopes: z.array(z.enum(SHARE_SCOPES)),
  has_passcode: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  paused_at: z.string().nullable(),
  paused_reason: z.enum(SHARE_PAUSE_REASONS).nullable(),
  last_accessed_at: z.string().nullable(),
  first_accessed_at: z.string().nullable(),
  access_count: z.number(),
  status: z.enum(SHARE_STATUSES),
  accesses: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(['view', 'download']),
      user_agent: z.string(),
      ip_prefix: z.string(),
      document: z.object({ id: z.number(), name: z.string() }).nullable(),
    }),
  ),
}) satisfies z.ZodType<ShareDto>;

export const shareListResponseSchema = z.object({ shares: z.array(shareDtoSchema) });
export type ShareListResponse = z.output<typeof shareListResponseSchema>;

export const createShareResponseSchema = z.object({
  share: shareDtoSchema,
  url: z.string(),
}) satisfies z.ZodType<CreateShareResponse>;

export const revokeByLinkResponseSchema = z.object({
  status: z.enum(['revoked', 'already_revoked']),
}) satisfies z.ZodType<RevokeByLinkResponse>;

export const sharedViewResponseSchema = z.object({
  shared_by: z.string(),
  expires_at: z.string(),
  scopes: z.array(z.enum(SHARE_SCOPES)),
  spouses: z.object({ spouse_1: z.string(), spouse_2: z.string() }),
  networth: z
    .object({ items: z.array(networthItemDtoSchema), summary: networthSummarySchema })
    .optional(),
  division: divisionResponseSchema.optional(),
  expenses: z.array(expenseDtoSchema).optional(),
  events: z.array(eventDtoSchema).optional(),
  documents: z.array(documentDtoSchema).optional(),
  disclosure: disclosureResponseSchema.optional(),
  support: supportOverviewSchema.optional(),
  settlement: z
    .object({
      scenario: settlementScenarioDtoSchema.nullable(),
      decision_analysis: savedDecisionSchema.nullable(),
    })
    .optional(),
  integrity: z.object({ valid: z.boolean(), revisions: z.number(), checked_at: z.string() }),
}) satisfies z.ZodType<SharedViewResponse>;

/** The scope that covers each history entity (GET /api/shared/:token/history?entity=…). */
export const SCOPE_OF_ENTITY = {
  expense: 'expenses',
  event: 'events',
  networth_item: 'networth',
  // The settings the division and the case file's figures depend on go with the net worth;
  // the settlement figures and the decision analysis, her strategy, only with their own scope.
  division_target: 'networth',
  settlement_scenario: 'settlement',
  parties: 'networth',
  document: 'documents',
  income_source: 'disclosure',
  income_deduction: 'disclosure',
  disclosure_line: 'disclosure',
  support_order: 'support',
  support_payment: 'support',
  reimbursement: 'support',
  decision_analysis: 'settlement',
} as const satisfies Record<EvidenceEntity, ShareScope>;

/**
 * The evidence log, one home for both sides and for any third party: the canonical JSON every
 * revision is hashed over, the hash chain and its check, the verification codes, and the wire
 * contracts of /api/history, /api/integrity, /api/snapshots and /api/verify.
 *
 * A revision's hash is SHA-256(prev_hash ‖ canonicalJson({ seq, entity, entity_id, action, data,
 * recorded_at })) as lowercase hex; the first revision's prev_hash is 64 zeros. Anyone holding
 * the revisions can recompute the chain with this file alone (it needs only WebCrypto).
 */
import { z } from 'zod';

/**
 * The records that keep a history, under the names revisions and the API use: the trackers'
 * rows, and the one-per-user settings a case file depends on (the division's target share, the
 * saved settlement figures, who is who), so nothing that moves a figure escapes the log.
 */
export const EVIDENCE_ENTITIES = [
  'expense',
  'event',
  'networth_item',
  'division_target',
  'settlement_scenario',
  'parties',
  'document',
  'income_source',
  'income_deduction',
  'disclosure_line',
  'support_order',
  'support_payment',
  'reimbursement',
  'decision_analysis',
] as const;
export type EvidenceEntity = (typeof EVIDENCE_ENTITIES)[number];

/** The trackers' rows: they can be deleted, and restored from Deleted items. */
export type RestorableEntity = 'expense' | 'event' | 'networth_item';

/** A user has one of each: its revisions carry this entity id. */
export const SINGLE_RECORD_ID = 1;

/** A document's bytes never change: it is relabelled, linked to records and unlinked instead. */
export const REVISION_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'relabel',
  'link',
  'unlink',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** The prev_hash of a user's first revision. */
export const GENESIS_HASH = '0'.repeat(64);

/** A record as a revision holds it: the API's answer for that record (money as decimal text). */
export type RevisionData = Record<string, unknown>;

/** POST /api/history/restore's answer: the record as restored. */
export const restoredRevisionSchema = z.record(z.string(), z.unknown());

/** What a revision's hash covers, besides the previous hash. */
export interface ChainedRevision {
  seq: number;
  entity: EvidenceEntity;
  entity_id: number;
  action: RevisionAction;
  data: RevisionData;
  /** The database's clock, to the millisecond, as ISO 8601 UTC ('2026-11-23T18:25:22.123Z'). */
  recorded_at: string;
}

/** A revision as it is stored: what it covers, and its link in the chain. */
export interface StoredRevision extends ChainedRevision {
  prev_hash: string;
  hash: string;
}

/**
 * The one serialisation revisions are hashed over (the subset of RFC 8785 that records need):
 * object keys sorted by UTF-16 code units, no whitespace, strings as JSON.stringify writes them,
 * and numbers only as safe integers, because money is always decimal text ("1250.00") and a
 * float's text is not canonical. Anything else (a fraction, NaN, undefined, a Date) throws, so
 * a value that could hash two ways is never hashed.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isSafeInteger(value)) {
        throw new TypeError(`canonicalJson: ${value} is not a safe integer`);
      }
      return String(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
      if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value)) {
        throw new TypeError('canonicalJson: only plain objects, arrays and primitives');
      }
      const entries = Object.entries(value as Record<string, unknown>)
        .filter(([, field]) => field !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode a ${typeof value}`);
  }
}

/** The text whose SHA-256 is the revision's hash. */
export function revisionHashInput(prevHash: string, revision: ChainedRevision): string {
  const { seq, entity, entity_id, action, data, recorded_at } = revision;
  return prevHash + canonicalJson({ seq, entity, entity_id, action, data, recorded_at });
}

/** SHA-256 of UTF-8 text as lowercase hex; synchronous on the server, a promise in a browser. */
export type Sha256Hex = (text: string) => string | Promise<string>;

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of bytes as lowercase hex, with WebCrypto (every browser; Node 20+). */
export async function sha256HexOfBytes(bytes: BufferSource): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

/** SHA-256 of UTF-8 text as lowercase hex, with WebCrypto: the browser's hash. */
export const sha256HexWeb: Sha256Hex = (text) => sha256HexOfBytes(new TextEncoder().encode(text));

/** The hash of `revision` following `prevHash`. */
export async function hashRevision(
  prevHash: string,
  revision: ChainedRevision,
  sha256: Sha256Hex,
): Promise<string> {
  return sha256(revisionHashInput(prevHash, revision));
}

export interface ChainHead {
  seq: number;
  hash: string;
}

/** A chain with no revisions yet. */
export const EMPTY_CHAIN_HEAD: ChainHead = { seq: 0, hash: GENESIS_HASH };

export interface ChainCheck {
  valid: boolean;
  /** How many revisions the chain holds (those a checkpoint vouches for included). */
  revisions: number;
  /** The last revision as stored (its seq and hash), or seq 0 and 64 zeros when there is none. */
  head: ChainHead;
  /** The first revision whose seq, prev_hash or hash is not what the chain says; else null. */
  first_bad_seq: number | null;
}

/**
 * Recomputes a chain in one pass over its revisions in seq order (an array or a stream). Each
 * revision must follow the previous one's seq by 1, name its hash as prev_hash, and hash to
 * what it says; the first that does not is reported, and the rest are still counted.
 *
 * `after` starts the chain at a head already vouched for (a signed checkpoint) instead of the
 * empty one: the revisions given are those after it, and the `after.seq` before it are counted
 * without being read, so the result still describes the whole chain.
 */
export async function checkChain(
  revisions: Iterable<StoredRevision> | AsyncIterable<StoredRevision>,
  sha256: Sha256Hex,
  after: ChainHead = EMPTY_CHAIN_HEAD,
): Promise<ChainCheck> {
  let count = after.seq;
  let head = after;
  let firstBadSeq: number | null = null;
  for await (const revision of revisions) {
    count += 1;
    if (firstBadSeq === null) {
      const intact =
        revision.seq === head.seq + 1 &&
        revision.prev_hash === head.hash &&
        (await hashRevision(revision.prev_hash, revision, sha256)) === revision.hash;
      if (!intact) firstBadSeq = revision.seq;
    }
    head = { seq: revision.seq, hash: revision.hash };
  }
  return { valid: firstBadSeq === null, revisions: count, head, first_bad_seq: firstBadSeq };
}

/** Fields every record carries that say nothing a user changed. */
const BOOKKEEPING_FIELDS = new Set(['id', 'created_at', 'updated_at']);

export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * The fields whose values differ between two states of a record, in `after`'s field order
 * (then any field only `before` had); `before` null (a create) lists every field from null.
 */
export function revisionChanges(before: RevisionData | null, after: RevisionData): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before ?? {})])];
  return fields
    .filter((field) => !BOOKKEEPING_FIELDS.has(field))
    .map((field) => ({ field, from: before?.[field] ?? null, to: after[field] ?? null }))
    .filter((change) => canonicalJson(change.from) !== canonicalJson(change.to));
}

// --- Verification codes -----------------------------------------------------------------

/** Crockford's base32: digits and letters without I, L, O and U, so nothing reads as another. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 bits, read aloud in four groups of four. */
const CODE_LENGTH = 16;
const CODE_PREFIX = 'FS';

/** 'FS-7K2M-9QXD-4TWE-H3NP' from 16 alphabet characters. */
function formatSnapshotCode(characters: string): string {
  return [CODE_PREFIX, ...(characters.match(/.{4}/g) ?? [])].join('-');
}

/** A code from 10 random bytes (exactly 80 bits, 5 bits per character). */
export function snapshotCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length * 8 !== CODE_LENGTH * 5) throw new RangeError('a code takes 10 bytes');
  let bits = 0;
  let buffered = 0;
  let characters = '';
  for (const byte of bytes) {
    buffered = (buffered << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += CODE_ALPHABET[(buffered >> bits) & 31];
    }
  }
  return formatSnapshotCode(characters);
}

/**
 * The code a person typed, as it is stored, or null when it cannot be one: case, spaces,
 * dashes and the 'FS' prefix do not matter, and the look-alikes read as Crockford says
 * (O as 0, I and L as 1).
 */
export function parseSnapshotCode(input: string): string | null {
  let characters = input.toUpperCase().replace(/[\s-]/g, '');
  if (characters.length === CODE_LENGTH + CODE_PREFIX.length && characters.startsWith('FS')) {
    characters = characters.slice(CODE_PREFIX.length);
  }
  characters = characters.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (characters.length !== CODE_LENGTH) return null;
  if ([...characters].some((character) => !CODE_ALPHABET.includes(character))) return null;
  return formatSnapshotCode(characters);
}

// --- Wire contracts -----------------------------------------------------------------------

/** A one-per-user setting's history asked for before it was ever saved (404). */
export const UNSAVED_SETTING_MESSAGES = {
  division_target: 'No target share has been saved',
  settlement_scenario: 'No settlement figures have been saved',
  parties: 'Who is who has not been said yet',
  disclosure_line: 'No proposed figure has been saved',
  decision_analysis: 'No decision analysis has been saved',
} as const;

export const EVIDENCE_MESSAGES = {
  entityInvalid:
    'Entity must be expense, event, networth_item, division_target, settlement_scenario or parties',
  idInvalid: 'Id must be a positive whole number',
  seqInvalid: 'Seq must be a positive whole number',
  revisionNotFound: 'Revision not found',
  notADelete: 'Only a deleted item can be restored',
  alreadyRestored: 'This item has already been restored',
  /** Any route that once took a file's hash from the caller. */
  clientHashRefused:
    'Fairsplit vouches only for files it made itself. Download the export from Fairsplit instead of sending its fingerprint.',
  snapshotNotFound: 'No export has this verification code. Check the code and try again.',
  verifyRateLimited: 'Too many verification attempts. Please wait a few minutes and try again.',
  fullCheckRateLimited:
    'The full check of your record was run several times this hour. Please try again later; the record is also checked in full every night.',
  withdrawn:
    'This export was withdrawn by its owner, who deleted the account. There is nothing left to verify.',
} as const;

export const SNAPSHOT_KINDS = [
  'networth_pdf',
  'case_file',
  'csv',
  'data_export',
  'disclosure_pdf',
  'support_pdf',
] as const;
export type SnapshotKind = (typeof SNAPSHOT_KINDS)[number];

const positiveId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

export const historyQuerySchema = z.object({
  entity: z.enum(EVIDENCE_ENTITIES, { error: EVIDENCE_MESSAGES.entityInvalid }),
  id: positiveId(EVIDENCE_MESSAGES.idInvalid),
});

export const deletedQuerySchema = z.object({
  entity: z.enum(EVIDENCE_ENTITIES, { error: EVIDENCE_MESSAGES.entityInvalid }).optional(),
});

export const restoreRequestSchema = z.object({ seq: positiveId(EVIDENCE_MESSAGES.seqInvalid) });

/** A file an export produced, as the server hashed it. */
export interface SnapshotFile {
  name: string;
  sha256: string;
  /** Its size; absent for the files recorded before receipts existed. */
  bytes?: number;
}

const chainHeadSchema = z.object({ seq: z.number().int(), hash: z.string() });

const fieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
});

export const historyResponseSchema = z.object({
  revisions: z.array(
    z.object({
      seq: z.number().int(),
      action: z.enum(REVISION_ACTIONS),
      recorded_at: z.string(),
      data: z.record(z.string(), z.unknown()),
      changes: z.array(fieldChangeSchema),
    }),
  ),
});
type HistoryResponse = z.output<typeof historyResponseSchema>;
export type HistoryRevision = HistoryResponse['revisions'][number];

export const deletedItemsResponseSchema = z.object({
  items: z.array(
    z.object({
      entity: z.enum(EVIDENCE_ENTITIES),
      entity_id: z.number().int(),
      seq: z.number().int(),
      deleted_at: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});
type DeletedItemsResponse = z.output<typeof deletedItemsResponseSchema>;
export type DeletedItem = DeletedItemsResponse['items'][number];

export const integrityResponseSchema = z.object({
  valid: z.boolean(),
  revisions: z.number().int(),
  head: chainHeadSchema,
  first_bad_seq: z.number().int().nullable(),
});
export type IntegrityResponse = z.output<typeof integrityResponseSchema>;

export type SnapshotResponse = { code: string; created_at: string; head: ChainHead };

/**
 * What a receipt says, signed: the export's code, kind and time, the owner's initials, each file
 * the export holds (name, SHA-256, size), the head of the owner's record it covers, whether it
 * was made through a shared link, and the id of the key that signed it. Signed as its canonical
 * JSON (canonicalJson: keys sorted, no spaces), so anyone can check it with the published key.
 */
export interface ReceiptBody {
  code: string;
  kind: SnapshotKind;
  created_at: string;
  owner_initials: string;
  files: { name: string; sha256: string; bytes: number }[];
  head: ChainHead;
  through_shared_link: boolean;
  key_id: string;
}

export const RECEIPT_FILE_NAME = 'receipt.json';
export const RECEIPT_SIGNATURE_FILE_NAME = 'receipt.sig';
export const RECEIPT_KEYS_PATH = '/.well-known/fairsplit-receipts.json';

export const verifyResponseSchema = z.object({
  kind: z.enum(SNAPSHOT_KINDS),
  created_at: z.string(),
  /** The account holder's initials ('M. S.'), nothing more. */
  owner: z.string(),
  head: chainHeadSchema,
  files: z.array(z.object({ name: z.string(), sha256: z.string() })),
  /** Whether anything was recorded after the snapshot was taken; never how much. */
  changed_since: z.boolean(),
  /** Whether the owner's chain recomputes, and still holds the snapshot's head. */
  chain_valid: z.boolean(),
  /** Made by a lawyer or mediator through a shared link, not by the owner. */
  through_shared_link: z.boolean(),
  /**
   * The signed receipt (its exact JSON text, the Ed25519 signature in base64, the key's id)
   * and whether the signature checks with that published key; null for exports made before
   * receipts existed.
   */
  receipt: z
    .object({
      json: z.string(),
      signature: z.string(),
      key_id: z.string(),
      signature_valid: z.boolean(),
    })
    .nullable(),
});
export type VerifyResponse = z.output<typeof verifyResponseSchema>;

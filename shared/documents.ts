/**
 * Documents: the receipts, statements and appraisals a user keeps with the records they prove.
 * Each file is fingerprinted (SHA-256) as it arrives, by the browser and again by the server
 * from the bytes it stored; its bytes never change ("replace" is a new document). The wire
 * contracts of /api/documents, and the types Fairsplit keeps.
 */
import { z } from 'zod';
import { requiredText, textLimit } from './validation';

/**
 * The kinds of file kept, by the media type their bytes show (file-type), with the name a
 * person knows them by. CSV and TXT have no signature: text that is not HTML or SVG, told apart
 * by the name's extension.
 */
export const DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'text/plain': 'TXT',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export function isDocumentType(value: string): value is DocumentType {
  return Object.hasOwn(DOCUMENT_TYPES, value);
}

/** Shown in the browser's viewer (`?inline=1`); every other type is only downloaded. */
export const VIEWABLE_TYPES: readonly DocumentType[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
];

/** HEIC and HEIF photos: only Safari shows them, so the server makes a JPEG copy (`preview`). */
export const HEIC_TYPES: readonly DocumentType[] = ['image/heic', 'image/heif'];

/** Photos: the server makes each a thumbnail. */
export const PHOTO_TYPES: readonly DocumentType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  ...HEIC_TYPES,
];

/** The records a document can prove, under the names the evidence log gives them. */
export const DOCUMENT_ENTITIES = ['expense', 'event', 'networth_item', 'support_payment'] as const;
export type DocumentEntity = (typeof DOCUMENT_ENTITIES)[number];

/** A deleted document can be restored for this long; then its bytes are purged. */
export const DOCUMENT_RESTORE_DAYS = 30;

/** The defaults of DOCUMENTS_MAX_FILE_MB and DOCUMENTS_QUOTA_MB (MiB). */
export const DOCUMENT_LIMITS_MB = { file: 25, quota: 2048 } as const;

/** A document's name as she sees it; the file's own name when it arrives. */
export const DOCUMENT_NAME_MAX_LENGTH = 200;

export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  nameRequired: 'Document name is required',
  entityIdInvalid: 'entity_id must be a record’s id',
  fileRequired: 'Choose a file to upload',
  oneFileOnly: 'Upload one file at a time',
  hashInvalid: 'sha256 must be the file’s SHA-256 as 64 hexadecimal characters',
  typeRefused:
    'Fairsplit keeps PDF, JPEG, PNG, WebP, HEIC, CSV, XLSX, DOCX and TXT files. This file is none of these, whatever its name says.',
  hashMismatch:
    'The file changed on its way to Fairsplit: its fingerprint does not match. Nothing was kept; please upload it again.',
  tooLarge: (megabytes: number) => `A file can be at most ${megabytes} MB.`,
  quotaFull: (megabytes: number) =>
    `Your documents would take more than ${megabytes} MB. Delete some you no longer need first.`,
  storageUnavailable:
    'The document store is not answering. Nothing was kept; please try again in a few minutes.',
  restoreExpired: `This document was deleted more than ${DOCUMENT_RESTORE_DAYS} days ago; its file is gone and it cannot be restored.`,
  notDeleted: 'This document is not deleted.',
  rangeInvalid: 'The part of the file asked for is not in it.',
  entityInvalid: 'entity must be expense, event, networth_item or support_payment',
  recordNotFound: 'Record not found',
  alreadyLinked: 'This document is already attached to that record.',
  notLinked: 'This document is not attached to that record.',
  noPicture: 'This document has no picture to show.',
  uploadExpired:
    'The upload took more than an hour, so it was stopped. Nothing was kept; please upload the file again.',
  storageUnreachable: 'The document store is not answering. Please try again in a few minutes.',
} as const;

export const DOCUMENT_NAME_LIMITS = { name: textLimit('Document name', DOCUMENT_NAME_MAX_LENGTH) };

/** `sha256`, the browser's hash of the file: lowercase or uppercase hex, kept lowercase. */
export const sha256FieldSchema = z
  .string({ error: DOCUMENT_MESSAGES.hashInvalid })
  .regex(/^[0-9a-fA-F]{64}$/, { error: DOCUMENT_MESSAGES.hashInvalid })
  .transform((hash) => hash.toLowerCase());

/** PATCH /api/documents/:id: a new name (the bytes never change). */
export const documentRelabelSchema = z.object({
  name: requiredText(DOCUMENT_MESSAGES.nameRequired, DOCUMENT_NAME_LIMITS.name),
});

/** POST /api/documents/:id/links. */
export const documentLinkSchema = z.object({
  entity: z.enum(DOCUMENT_ENTITIES, { error: DOCUMENT_MESSAGES.entityInvalid }),
  entity_id: z
    .number({ error: DOCUMENT_MESSAGES.entityIdInvalid })
    .int({ error: DOCUMENT_MESSAGES.entityIdInvalid })
    .positive({ error: DOCUMENT_MESSAGES.entityIdInvalid })
    .max(2_147_483_647, { error: DOCUMENT_MESSAGES.entityIdInvalid }),
});
export type DocumentLink = z.output<typeof documentLinkSchema>;

export const documentDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  bytes: z.number().int(),
  sha256: z.string(),
  uploaded_at: z.string(),
  /** Set on a deleted document (GET /api/documents?deleted=1). */
  deleted_at: z.string().nullable(),
  links: z.array(z.object({ entity: z.enum(DOCUMENT_ENTITIES), entity_id: z.number().int() })),
});
export type DocumentDto = z.infer<typeof documentDtoSchema>;

export const documentListSchema = z.object({ documents: z.array(documentDtoSchema) });
export type DocumentList = z.infer<typeof documentListSchema>;

/** "2.4 MB", "830 KB", "12 bytes": a file's size as a person reads it (1 MB = 1,048,576 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * What the screens say about a document, and how they pick documents out: its type's name, its
 * day, whether the browser can show it, which record it proves, and the search.
 */
import { t } from '@lingui/core/macro';
import { formatLocalDay as formatDay } from '@shared/dates';
import {
  DOCUMENT_ENTITIES,
  DOCUMENT_TYPES,
  formatBytes,
  isDocumentType,
  HEIC_TYPES,
  PHOTO_TYPES,
  VIEWABLE_TYPES,
  type DocumentDto,
  type DocumentEntity,
} from '@shared/documents';
import { ENTITY_LABELS } from './texts';

/** 'PDF', 'JPEG': the name a person knows the type by; the media type itself otherwise. */
function typeName(type: string): string {
  return isDocumentType(type) ? DOCUMENT_TYPES[type] : type;
}

/** The kept types' names, each once: 'PDF', 'JPEG', … 'TXT'. */
export const TYPE_NAMES: readonly string[] = Object.values(DOCUMENT_TYPES);

/**
 * The file picker's `accept`: the media types and the extensions, since a browser that cannot
 * tell a CSV's or a TXT's media type still knows its extension.
 */
export const DOCUMENT_ACCEPT = [
  ...Object.keys(DOCUMENT_TYPES),
  ...TYPE_NAMES.map((name) => `.${name.toLowerCase()}`),
  '.jpg',
].join(',');

export { formatLocalDay as formatDay } from '@shared/dates';

/** 'PDF · 2.4 MB · Uploaded Mar 05, 2025'. */
export function documentSummary(document: DocumentDto): string {
  const type = typeName(document.type);
  const size = formatBytes(document.bytes);
  const day = formatDay(document.uploaded_at);
  return t`${type} · ${size} · Uploaded ${day}`;
}

/** Images and PDFs are shown in the viewer; anything else is downloaded to be opened. */
export function isViewable(document: DocumentDto): boolean {
  return (VIEWABLE_TYPES as readonly string[]).includes(document.type);
}

/** Photos: the server makes each a thumbnail. */
export function isPhoto(document: DocumentDto): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(document.type);
}

/** HEIC and HEIF photos: only Safari shows them, so the viewer shows the server's JPEG copy. */
export function isHeic(document: DocumentDto): boolean {
  return (HEIC_TYPES as readonly string[]).includes(document.type);
}

/** The record a document may prove: an expense, event or net-worth item, by its id. */
export type DocumentRecord = { entity: DocumentEntity; id: number };

export function isLinkedTo(document: DocumentDto, record: DocumentRecord): boolean {
  return document.links.some(
    (link) => link.entity === record.entity && link.entity_id === record.id,
  );
}

/** How many of each kind of record it proves: expenses, events, then net-worth items. */
export function linkCounts(document: DocumentDto): Array<[DocumentEntity, number]> {
  return DOCUMENT_ENTITIES.map((entity): [DocumentEntity, number] => [
    entity,
    document.links.filter((link) => link.entity === entity).length,
  ]).filter(([, count]) => count > 0);
}

/**
 * Whether every word of `query` is in what is known of the document: its name, type, upload
 * day, the kinds of record it proves and, as far as `recordName` knows them, those records'
 * names ('expense', 'mar 2025', 'pdf lease', 'groceries').
 */
export function matchesSearch(
  document: DocumentDto,
  query: string,
  recordName: (link: DocumentDto['links'][number]) => string | undefined,
): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const known = [
    document.name,
    typeName(document.type),
    formatDay(document.uploaded_at),
    ...document.links.flatMap((link) => [ENTITY_LABELS[link.entity], recordName(link) ?? '']),
  ]
    .join(' ')
    .toLocaleLowerCase();
  return words.every((word) => known.includes(word));
}

/**
 * The name of a record among `records`, by its kind and id: an expense's or item's name, an
 * event's description ('Braces', 'Missed pickup'); undefined for one not among them.
 */
export function recordNameLookup(records: {
  expenses?: readonly { id: number; name: string }[];
  events?: readonly { id: number; description: string }[];
  items?: readonly { id: number; name: string }[];
  /** Support payments, each named as the Support page names it. */
  payments?: readonly { id: number; name: string }[];
}): (link: DocumentDto['links'][number]) => string | undefined {
  const names: Record<DocumentEntity, Map<number, string>> = {
    expense: new Map(records.expenses?.map((expense) => [expense.id, expense.name])),
    event: new Map(records.events?.map((event) => [event.id, event.description])),
    networth_item: new Map(records.items?.map((item) => [item.id, item.name])),
    support_payment: new Map(records.payments?.map((payment) => [payment.id, payment.name])),
  };
  return (link) => names[link.entity].get(link.entity_id);
}

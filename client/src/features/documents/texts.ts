/**
 * The Documents feature's words that live outside a component: its toasts, and the names of the
 * records a document can prove. Read as strings in the language being spoken.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { DOCUMENT_RESTORE_DAYS, type DocumentEntity } from '@shared/documents';

// Named, so a translator reads "{days}" rather than "{0}".
const days = DOCUMENT_RESTORE_DAYS;

export const DOCUMENT_TEXTS = liveTexts({
  link: {
    failedTitle: msg`Failed to attach the document`,
    fallback: msg`The document could not be attached. Please try again.`,
  },
  unlink: {
    failedTitle: msg`Failed to detach the document`,
    fallback: msg`The document could not be detached. Please try again.`,
  },
  remove: {
    successTitle: msg`Document deleted`,
    successDescription: (name: string) =>
      msg`“${name}” can be restored from Recently deleted for ${days} days.`,
    failedTitle: msg`Failed to delete the document`,
    fallback: msg`The document could not be deleted. Please try again.`,
  },
  restore: {
    successTitle: msg`Document restored`,
    successDescription: (name: string) => msg`“${name}” is back in your documents.`,
    failedTitle: msg`Failed to restore the document`,
    fallback: msg`The document could not be restored. Please try again.`,
  },
  download: {
    failedTitle: msg`Failed to download the document`,
    fallback: msg`The file could not be downloaded. Please try again.`,
  },
});

/** The list's states, and why it did not load. */
export const DOCUMENT_LIST_TEXTS = liveTexts({
  loading: msg`Loading your documents`,
  loadErrorTitle: msg`Your documents could not be loaded`,
  loadFailed: msg`Failed to fetch your documents`,
  signedOut: msg`Please log in to see your documents.`,
  premiumRequired: msg`Premium subscription required for this feature.`,
  retry: msg`Try again`,
});

/** What each kind of record is called on a document's chips and in its dialog. */
export const ENTITY_LABELS = liveTexts({
  expense: msg`Expense`,
  event: msg`Event`,
  networth_item: msg`Net-worth item`,
  support_payment: msg`Support payment`,
} satisfies Record<DocumentEntity, unknown>);

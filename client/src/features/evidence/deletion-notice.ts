import { t } from '@lingui/core/macro';

/**
 * What a tracker's delete confirmation says happens
 * (docs/product.md#history-deleted-items-and-undo): the record is not destroyed, it moves to
 * Deleted items and can be restored for as long as the account exists (the evidence log keeps every
 * delete; only deleting the account removes it).
 */
export function deletionNotice(what: string): string {
  return t`${what} moves to Deleted items on this page, where you can restore it for as long as you keep your account.`;
}

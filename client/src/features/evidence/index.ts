/**
 * What the rest of the app may use of the evidence log: a record's History dialog (and a
 * setting's History button), a tracker's
 * Deleted items button, the profile's Record integrity card, verified exports, and its query
 * keys (a write that bypasses the trackers' hooks, such as an import, refreshes the log). The
 * public /verify page is loaded by the router.
 */
export { evidenceKeys, historyQueryAt } from './api';
export { DeletedItemsButton } from './components/deleted-items';
export { deletionNotice } from './deletion-notice';
export { HistoryDialog, type HistoryTarget } from './lazy-history-dialog';
export { IntegrityCard } from './components/integrity-card';
export { SettingHistoryButton } from './components/setting-history';
export { useUndoDelete } from './use-undo-delete';
export { downloadServerExport } from './server-export';

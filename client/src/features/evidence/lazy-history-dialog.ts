/**
 * A record's History dialog. Its code, with every tracker's field names and their schemas, loads
 * when it is first opened, or when the page preloads it after drawing her records
 * (components/ui/lazy-dialog.tsx): a tracker's first load carries none of it.
 */
import { lazyDialog } from '@/components/ui/lazy-dialog';

export type { HistoryTarget } from './components/history-dialog';

export const HistoryDialog = lazyDialog(
  async () => (await import('./components/history-dialog')).HistoryDialog,
  { isOpen: (props) => props.target !== null, close: (props) => props.onClose() },
);

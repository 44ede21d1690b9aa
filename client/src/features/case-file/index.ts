/**
 * What the rest of the app may use of the case file: the home page's "Your case file" card,
 * and the shared view's download. The exporter behind them (jsPDF, fflate) loads only when a
 * download is pressed.
 */
export { CaseFileCard } from './components/case-file-card';
export {
  PAPER_SIZE_LABELS,
  PAPER_SIZES,
  paperSizeForLocale,
  type PaperSize,
} from '@shared/paper-size';
export { useDownloadSharedCaseFile } from './use-download-case-file';

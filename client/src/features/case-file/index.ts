/**
 * What the rest of the app may use of the case file: the home page's "Your case file" card.
 * The exporter behind it (jsPDF, fflate) loads only when the download is pressed.
 */
export { CaseFileCard } from './components/case-file-card';

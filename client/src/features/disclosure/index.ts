/** The financial disclosure: its page is routed directly; the shared view shows its statement. */
export { Statement } from './disclosure-page';
export { MonthField, useMonthChoice } from './components/month-field';

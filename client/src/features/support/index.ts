/**
 * Support and reimbursements: its page is routed directly; the shared view shows its records,
 * read-only.
 */
export { SupportRecords, type SupportHistoryOpener } from './components/support-records';

/** What other features may use of the net worth tracker: its list query (items and summary). */
export { networthQueryOptions } from './api';

/** What other features may use of the expense tracker: its list query. */
export { expensesQueryOptions } from './api';

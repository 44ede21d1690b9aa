/**
 * What other features may use of the division planner: the net worth tracker's Division tab,
 * and the division's query (the settlement calculator reads its marital estate).
 */
export { divisionQueryOptions } from './api';
export { DivisionTab } from './components/division-tab';

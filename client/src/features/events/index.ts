/** What other features may use of the event tracker: its list query. */
export { eventsQueryOptions } from './api';

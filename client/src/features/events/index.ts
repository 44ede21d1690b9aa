/** What other features may use of the Event Tracker: its list query. */
export { eventsQueryOptions } from './api';

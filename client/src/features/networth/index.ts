/**
 * What other features may use of the net worth tracker: its query keys and list query (items
 * and summary), and a stored item as the item form holds it.
 */
export { networthKeys, networthQueryOptions } from './api';
export { networthItemInput } from './item-input';

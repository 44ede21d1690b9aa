/** Items and summaries for the tracker's unit tests. */
export { makeItem, summaryFor } from '@shared/test-fixtures/networth-items';

/** The settlement calculators; other features read the figures saved for the case file. */
export { settlementScenarioQueryOptions } from './api';

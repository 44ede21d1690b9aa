/**
 * What the rest of the app may use of the decision analysis: its inputs and results as a
 * shared link's read-only view shows them. The page itself is loaded by the router.
 */
export { DecisionInputsSummary, LabelledFigures } from './components/inputs-summary';
export { DecisionResultsView } from './components/results-section';

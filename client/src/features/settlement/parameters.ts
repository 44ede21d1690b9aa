import { useReducer } from 'react';
import {
  clampToRange,
  moveTrialSlider,
  RISK_TOLERANCE_RANGE,
  SETTLEMENT_PERCENT_RANGE,
  type FreeMoneyField,
  type SettlementParameters,
  type SettlementVariant,
  type TrialCase,
} from '@shared/settlement';

/** One edit on the calculator form; money values arrive already sanitised by the field. */
export type ParameterChange =
  | { type: 'money'; field: FreeMoneyField; value: number }
  | { type: 'settlementPercent'; value: number }
  | { type: 'trial'; which: TrialCase; value: number }
  | { type: 'riskTolerance'; value: number };

const trialKeys = {
  worst: 'worstPercent',
  expected: 'expectedPercent',
  best: 'bestPercent',
} as const satisfies Record<TrialCase, keyof SettlementParameters>;

/**
 * The parameters after one change, with the variant's slider rules applied
 * (docs/product.md#settlement-calculator).
 */
function applyParameterChange<T extends SettlementParameters>(
  state: T,
  change: ParameterChange,
  variant: SettlementVariant,
): T {
  switch (change.type) {
    case 'money':
      return { ...state, [change.field]: change.value };
    case 'settlementPercent':
      return {
        ...state,
        settlementPercent: clampToRange(
          change.value,
          SETTLEMENT_PERCENT_RANGE,
          state.settlementPercent,
        ),
      };
    case 'riskTolerance':
      return {
        ...state,
        riskTolerance: clampToRange(change.value, RISK_TOLERANCE_RANGE, state.riskTolerance),
      };
    case 'trial': {
      const moved = moveTrialSlider(
        { worst: state.worstPercent, expected: state.expectedPercent, best: state.bestPercent },
        change.which,
        change.value,
        variant,
      );
      return { ...state, [trialKeys[change.which]]: moved[change.which] };
    }
  }
}

/** The calculator's parameters, starting from `defaults`, and the dispatch for each change. */
export function useSettlementParameters<T extends SettlementParameters>(
  defaults: T,
  variant: SettlementVariant,
) {
  return useReducer(
    (state: T, change: ParameterChange) => applyParameterChange(state, change, variant),
    defaults,
  );
}

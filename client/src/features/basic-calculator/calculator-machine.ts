/**
 * The four-function calculator as a pure reducer. It behaves like a pocket calculator:
 * operations chain left to right (2 + 3 × 4 = 20), after an operator the next digit starts a
 * new number, and equals clears the pending operation (docs/product.md#calculators).
 *
 * Numbers are exact decimals (a BigInt over a power of ten), so 0.1 + 0.2 is 0.3, not
 * 0.30000000000000004; division is rounded to 6 decimals (docs/product.md#calculators).
 */
import { divideRoundingHalfAwayFromZero } from '@shared/money';

export type Operator = '+' | '−' | '×' | '÷';

export const DIVIDE_BY_ZERO_MESSAGE = 'Cannot divide by zero';
/** Digits one entry may hold; more would not fit the display. */
export const MAX_ENTRY_DIGITS = 16;
const DIVISION_DECIMALS = 6;

export interface CalculatorState {
  /** What the screen shows: the number being typed, or the last result. */
  display: string;
  /** The left operand of the pending operation. */
  pending: { value: string; operator: Operator } | null;
  /** True after an operator or equals: the next digit replaces the display. */
  startsNewNumber: boolean;
  /** Set after an impossible operation; the display shows it until the next entry. */
  error: string | null;
}

export type CalculatorAction =
  | { type: 'digit'; digit: string }
  | { type: 'decimal' }
  | { type: 'operator'; operator: Operator }
  | { type: 'equals' }
  | { type: 'clear' }
  | { type: 'backspace' };

export const initialCalculatorState: CalculatorState = {
  display: '0',
  pending: null,
  startsNewNumber: false,
  error: null,
};

// ---------------------------------------------------------------------------------------------
// Exact decimals
// ---------------------------------------------------------------------------------------------

/** value = units / 10^scale */
interface Decimal {
  units: bigint;
  scale: number;
}

function parseDecimal(text: string): Decimal {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(`${whole || '0'}${fraction}`);
  return { units: negative ? -units : units, scale: fraction.length };
}

function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

function withScale(value: Decimal, scale: number): bigint {
  return value.units * pow10(scale - value.scale);
}

/** The shortest decimal text: no trailing zeros, no trailing point, never "-0". */
function formatDecimal({ units, scale }: Decimal): string {
  if (units === 0n) return '0';
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** a / b rounded half away from zero to `decimals` places; b must not be zero. */
function divide(a: Decimal, b: Decimal, decimals: number): Decimal {
  // a/b × 10^decimals = (a.units × 10^b.scale × 10^decimals) / (b.units × 10^a.scale)
  const units = divideRoundingHalfAwayFromZero(
    a.units * pow10(b.scale + decimals),
    b.units * pow10(a.scale),
  );
  return { units, scale: decimals };
}

/** The result of `left operator right` as decimal text, or null when dividing by zero. */
export function evaluate(left: string, operator: Operator, right: string): string | null {
  const a = parseDecimal(left);
  const b = parseDecimal(right);
  const scale = Math.max(a.scale, b.scale);
  switch (operator) {
    case '+':
      return formatDecimal({ units: withScale(a, scale) + withScale(b, scale), scale });
    case '−':
      return formatDecimal({ units: withScale(a, scale) - withScale(b, scale), scale });
    case '×':
      return formatDecimal({ units: a.units * b.units, scale: a.scale + b.scale });
    case '÷':
      if (b.units === 0n) return null;
      return formatDecimal(divide(a, b, DIVISION_DECIMALS));
  }
}

// ---------------------------------------------------------------------------------------------
// The reducer
// ---------------------------------------------------------------------------------------------

function countDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

function failed(message: string): CalculatorState {
  return { display: message, pending: null, startsNewNumber: true, error: message };
}

export function calculatorReducer(
  state: CalculatorState,
  action: CalculatorAction,
): CalculatorState {
  // After an error only a new entry or clearing does anything.
  if (state.error !== null) {
    if (action.type === 'digit' || action.type === 'decimal') {
      return calculatorReducer(initialCalculatorState, action);
    }
    if (action.type === 'clear' || action.type === 'backspace') return initialCalculatorState;
    return state;
  }

  switch (action.type) {
    case 'digit': {
      if (!/^\d$/.test(action.digit)) return state;
      if (state.startsNewNumber) {
        return { ...state, display: action.digit, startsNewNumber: false };
      }
      if (countDigits(state.display) >= MAX_ENTRY_DIGITS) return state;
      const display = state.display === '0' ? action.digit : state.display + action.digit;
      return { ...state, display };
    }

    case 'decimal': {
      if (state.startsNewNumber) return { ...state, display: '0.', startsNewNumber: false };
      if (state.display.includes('.')) return state;
      return { ...state, display: `${state.display}.` };
    }

    case 'operator': {
      // A second operator in a row only replaces the first.
      if (state.pending && state.startsNewNumber) {
        return { ...state, pending: { ...state.pending, operator: action.operator } };
      }
      let value = state.display;
      if (state.pending) {
        const result = evaluate(state.pending.value, state.pending.operator, state.display);
        if (result === null) return failed(DIVIDE_BY_ZERO_MESSAGE);
        value = result;
      }
      return {
        display: formatDecimal(parseDecimal(value)),
        pending: { value: formatDecimal(parseDecimal(value)), operator: action.operator },
        startsNewNumber: true,
        error: null,
      };
    }

    case 'equals': {
      if (!state.pending) return state;
      const result = evaluate(state.pending.value, state.pending.operator, state.display);
      if (result === null) return failed(DIVIDE_BY_ZERO_MESSAGE);
      return { display: result, pending: null, startsNewNumber: true, error: null };
    }

    case 'clear':
      return initialCalculatorState;

    case 'backspace': {
      // A result or an operand already handed to an operator is not edited digit by digit.
      if (state.startsNewNumber) return state;
      const display = state.display.slice(0, -1);
      return { ...state, display: display === '' || display === '-' ? '0' : display };
    }
  }
}

/** The line above the display: the pending operation, e.g. "12 ×". */
export function pendingExpression(state: CalculatorState): string {
  return state.pending ? `${state.pending.value} ${state.pending.operator}` : '';
}

const KEY_OPERATORS: Readonly<Record<string, Operator>> = {
  '+': '+',
  '-': '−',
  '*': '×',
  x: '×',
  X: '×',
  '/': '÷',
};

/** The calculator action for a keyboard key, or null for a key the calculator ignores. */
export function actionForKey(key: string): CalculatorAction | null {
  if (/^\d$/.test(key)) return { type: 'digit', digit: key };
  if (key === '.' || key === ',') return { type: 'decimal' };
  const operator = KEY_OPERATORS[key];
  if (operator) return { type: 'operator', operator };
  if (key === 'Enter' || key === '=') return { type: 'equals' };
  if (key === 'Backspace') return { type: 'backspace' };
  if (key === 'Escape' || key === 'Delete') return { type: 'clear' };
  return null;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionForKey,
  type CalculatorAction,
  calculatorReducer,
  type CalculatorState,
  DIVIDE_BY_ZERO_MESSAGE,
  evaluate,
  initialCalculatorState,
  MAX_ENTRY_DIGITS,
  pendingExpression,
} from './calculator-machine';

/**
 * Runs a key sequence written as on the keypad: digits, '.', + − × ÷, '=', 'C' (clear),
 * '⌫' (backspace), separated by spaces.
 */
function press(sequence: string, from: CalculatorState = initialCalculatorState): CalculatorState {
  return sequence
    .split(' ')
    .filter((token) => token !== '')
    .flatMap((token) => (/^[\d.]+$/.test(token) ? [...token] : [token]))
    .map(toAction)
    .reduce(calculatorReducer, from);
}

function toAction(token: string): CalculatorAction {
  if (/^\d$/.test(token)) return { type: 'digit', digit: token };
  switch (token) {
    case '.':
      return { type: 'decimal' };
    case '+':
    case '−':
    case '×':
    case '÷':
      return { type: 'operator', operator: token };
    case '=':
      return { type: 'equals' };
    case 'C':
      return { type: 'clear' };
    case '⌫':
      return { type: 'backspace' };
    default:
      throw new Error(`unknown key ${token}`);
  }
}

describe('the calculator', () => {
  it.each([
    ['', '0'],
    ['7', '7'],
    ['0 0 7', '7'],
    ['1 2 3', '123'],
    ['1 . 5', '1.5'],
    ['. 5', '0.5'],
    ['1 . . 5', '1.5'],
    ['2 + 3 =', '5'],
    ['9 − 12 =', '-3'],
    ['6 × 7 =', '42'],
    ['8 ÷ 2 =', '4'],
    ['1 ÷ 3 =', '0.333333'],
    ['2 ÷ 3 =', '0.666667'],
    ['10 ÷ 4 =', '2.5'],
    ['1 ÷ 8 =', '0.125'],
    ['0.0000005 ÷ 1 =', '0.000001'],
    ['0.0000004 ÷ 1 =', '0'],
    ['−', '0'],
    ['5 − 0.0000015 =', '4.9999985'],
    ['0 − 1 ÷ 3 =', '-0.333333'],
    ['0 − 2 ÷ 3 =', '-0.666667'],
    ['0.1 + 0.2 =', '0.3'],
    ['0.1 × 3 =', '0.3'],
    ['1.1 × 1.1 =', '1.21'],
    ['0.3 − 0.1 =', '0.2'],
    ['2.50 + 2.50 =', '5'],
  ])('%j shows %j', (sequence, display) => {
    expect(press(sequence).display).toBe(display);
  });

  it('chains left to right like a pocket calculator: 2 + 3 × 4 = 20', () => {
    const afterTimes = press('2 + 3 ×');
    expect(afterTimes.display).toBe('5');
    expect(pendingExpression(afterTimes)).toBe('5 ×');
    expect(press('4 =', afterTimes).display).toBe('20');
  });

  it('starts a new number with the first digit after an operator', () => {
    const state = press('12 +');
    expect(state.display).toBe('12');
    expect(press('3', state).display).toBe('3');
  });

  it('lets a second operator in a row replace the first', () => {
    expect(press('8 + − 3 =').display).toBe('5');
  });

  it('clears the pending operation on equals, so a second equals changes nothing', () => {
    const state = press('2 + 3 =');
    expect(state.pending).toBeNull();
    expect(pendingExpression(state)).toBe('');
    expect(press('=', state).display).toBe('5');
  });

  it('starts a new number after equals, and carries a result into the next operation', () => {
    expect(press('2 + 3 = 7').display).toBe('7');
    expect(press('2 + 3 = × 4 =').display).toBe('20');
  });

  it('uses the shown number as the right operand when equals follows an operator', () => {
    expect(press('5 + =').display).toBe('10');
  });

  it('removes the last character with backspace, down to 0', () => {
    expect(press('1 2 3 ⌫').display).toBe('12');
    expect(press('1 . 5 ⌫').display).toBe('1.');
    expect(press('7 ⌫').display).toBe('0');
    expect(press('⌫ ⌫').display).toBe('0');
  });

  it('leaves a result alone on backspace', () => {
    expect(press('2 + 3 = ⌫').display).toBe('5');
  });

  it('clears everything with C', () => {
    expect(press('2 + 3 C')).toEqual(initialCalculatorState);
    expect(press('2 + 3 C 4 =').display).toBe('4');
  });

  it('shows an error instead of Infinity or NaN when dividing by zero', () => {
    const state = press('5 ÷ 0 =');
    expect(state.display).toBe(DIVIDE_BY_ZERO_MESSAGE);
    expect(state.error).toBe(DIVIDE_BY_ZERO_MESSAGE);
    expect(press('0 ÷ 0 =').display).toBe(DIVIDE_BY_ZERO_MESSAGE);
    expect(press('5 ÷ 0 +').display).toBe(DIVIDE_BY_ZERO_MESSAGE);
  });

  it('ignores operators after the error and starts over with the next digit', () => {
    const error = press('5 ÷ 0 =');
    expect(press('+ =', error).display).toBe(DIVIDE_BY_ZERO_MESSAGE);
    expect(press('7', error)).toEqual({ ...initialCalculatorState, display: '7' });
    expect(press('.', error).display).toBe('0.');
    expect(press('C', error)).toEqual(initialCalculatorState);
    expect(press('⌫', error)).toEqual(initialCalculatorState);
  });

  it(`takes at most ${MAX_ENTRY_DIGITS} digits in one entry`, () => {
    expect(press('9'.repeat(20)).display).toBe('9'.repeat(MAX_ENTRY_DIGITS));
  });

  it('never shows Infinity, NaN or an exponent, whatever is pressed', () => {
    const keys = fc.constantFrom(...'0123456789.', '+', '−', '×', '÷', '=', 'C', '⌫');
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 60 }), (tokens) => {
        const state = tokens.map(toAction).reduce(calculatorReducer, initialCalculatorState);
        if (state.error === null) expect(state.display).toMatch(/^-?\d+\.?\d*$/);
        else expect(state.display).toBe(DIVIDE_BY_ZERO_MESSAGE);
      }),
    );
  });

  it('adds like exact decimals for any two numbers with up to 6 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: -1e12, max: 1e12 }),
        (a, b) => {
          const sum = evaluate(String(a / 1e6), '+', String(b / 1e6));
          expect(sum).toBe(evaluate(String(a + b), '÷', '1000000'));
        },
      ),
    );
  });
});

describe('keyboard keys', () => {
  it.each<[string, CalculatorAction | null]>([
    ['7', { type: 'digit', digit: '7' }],
    ['.', { type: 'decimal' }],
    ['+', { type: 'operator', operator: '+' }],
    ['-', { type: 'operator', operator: '−' }],
    ['*', { type: 'operator', operator: '×' }],
    ['/', { type: 'operator', operator: '÷' }],
    ['Enter', { type: 'equals' }],
    ['=', { type: 'equals' }],
    ['Backspace', { type: 'backspace' }],
    ['Escape', { type: 'clear' }],
    ['a', null],
    ['Tab', null],
  ])('%j is %j', (key, action) => {
    expect(actionForKey(key)).toEqual(action);
  });
});

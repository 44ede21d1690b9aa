import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorPage } from './calculator-page';

function renderCalculator() {
  render(<CalculatorPage />);
  return userEvent.setup();
}

function display() {
  return screen.getByTestId('calculator-display');
}

describe('the /calculator page', () => {
  it('is headed "Calculator" and starts at 0', () => {
    renderCalculator();
    expect(screen.getByRole('heading', { level: 1, name: 'Calculator' })).toBeInTheDocument();
    expect(display()).toHaveTextContent('0');
  });

  it('works with the on-screen keys: 2 + 3 × 4 = 20', async () => {
    const user = renderCalculator();
    for (const name of ['2', 'Add', '3', 'Multiply', '4', 'Equals']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(display()).toHaveTextContent('20');
  });

  it('uses backspace, the decimal point and clear', async () => {
    const user = renderCalculator();
    for (const name of ['1', '2', 'Decimal point', '5', 'Backspace']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(display()).toHaveTextContent('12.');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(display()).toHaveTextContent(/^0$/);
  });

  it('takes keyboard input: 1 / 3 Enter shows 0.333333, Escape clears', async () => {
    const user = renderCalculator();
    await user.keyboard('1/3{Enter}');
    expect(display()).toHaveTextContent('0.333333');
    await user.keyboard('{Escape}');
    expect(display()).toHaveTextContent(/^0$/);
    await user.keyboard('0.1+0.2=');
    expect(display()).toHaveTextContent('0.3');
    await user.keyboard('9*9-12{Backspace}');
    expect(display()).toHaveTextContent(/^1$/);
    await user.keyboard('=');
    expect(display()).toHaveTextContent(/^80$/);
  });

  it('does not press a focused key twice when Enter is typed', async () => {
    const user = renderCalculator();
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: '5' }));
    // The "5" key keeps focus; Enter means equals, not another 5.
    await user.keyboard('{Enter}');
    expect(display()).toHaveTextContent(/^10$/);
  });

  it('shows "Cannot divide by zero" instead of Infinity', async () => {
    const user = renderCalculator();
    await user.keyboard('7/0=');
    expect(display()).toHaveTextContent('Cannot divide by zero');
    expect(display()).not.toHaveTextContent(/Infinity|NaN/);
    await user.keyboard('4');
    expect(display()).toHaveTextContent(/^4$/);
  });
});

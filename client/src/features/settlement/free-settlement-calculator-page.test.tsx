import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '@/lib/storage';
import { renderSignedIn } from '@/test/render-signed-in';
import {
  FREE_CALCULATOR_TEXTS,
  FreeSettlementCalculatorPage,
} from './free-settlement-calculator-page';

function renderFree() {
  const view = renderSignedIn(<FreeSettlementCalculatorPage />);
  return Object.assign(userEvent.setup(), { unmount: view.unmount });
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('her own figures', () => {
  it('labels the starting figures as examples until she enters hers', async () => {
    const user = renderFree();
    expect(screen.getByText(FREE_CALCULATOR_TEXTS.examples)).toBeInTheDocument();

    const assets = screen.getByRole('textbox', { name: 'Total Assets' });
    await user.clear(assets);
    await user.type(assets, '410000');
    expect(screen.queryByText(FREE_CALCULATOR_TEXTS.examples)).toBeNull();
  });

  it('keeps what she typed when she leaves the page and comes back', async () => {
    const user = renderFree();
    const debts = screen.getByRole('textbox', { name: 'Total Debts' });
    await user.clear(debts);
    await user.type(debts, '123456');
    fireEvent.change(screen.getByRole('slider', { name: 'Risk Tolerance' }), {
      target: { value: '9' },
    });
    user.unmount();

    renderFree();
    expect(screen.getByRole('textbox', { name: 'Total Debts' })).toHaveValue('123456');
    expect(screen.getByRole('slider', { name: 'Risk Tolerance' })).toHaveValue('9');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$376,544');
  });

  it.each([
    ['not JSON', '{oops'],
    ['a field out of range', JSON.stringify({ totalAssets: -5 })],
    [
      'trial cases out of order',
      JSON.stringify({
        totalAssets: 1,
        totalDebts: 1,
        currentExpenses: 1,
        settlementCosts: 1,
        trialCosts: 1,
        settlementPercent: 50,
        worstPercent: 80,
        expectedPercent: 50,
        bestPercent: 70,
        riskTolerance: 5,
      }),
    ],
  ])('starts from the examples when what is kept is %s', (_case, stored) => {
    window.sessionStorage.setItem(sessionKeys.freeCalculator, stored);
    renderFree();
    expect(screen.getByRole('textbox', { name: 'Total Assets' })).toHaveValue('500000');
    expect(screen.getByText(FREE_CALCULATOR_TEXTS.examples)).toBeInTheDocument();
  });
});

describe('the Free Settlement Calculator', () => {
  it('starts from the free defaults and shows every result', () => {
    renderFree();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Free Settlement Calculator' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Premium Feature')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Total Assets' })).toHaveValue('500000');
    expect(screen.getByRole('textbox', { name: 'Total Debts' })).toHaveValue('200000');
    expect(screen.getByRole('textbox', { name: 'Current Expenses' })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: 'Settlement Costs' })).toHaveValue('5000');
    expect(screen.getByRole('textbox', { name: 'Trial Costs' })).toHaveValue('25000');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$300,000');
    expect(screen.getByTestId('settlement-amount')).toHaveTextContent('$150,000');
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$140,000');
    expect(screen.getByTestId('trial-worst-amount')).toHaveTextContent('$60,000');
    expect(screen.getByTestId('trial-expected-amount')).toHaveTextContent('$120,000');
    expect(screen.getByTestId('trial-best-amount')).toHaveTextContent('$180,000');
    expect(screen.getByTestId('break-even')).toHaveTextContent('43.3%');
    expect(screen.getByTestId('trial-worst')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByTestId('trial-best')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('Settling looks slightly better')).toBeInTheDocument();
    for (const name of [
      'Current Situation',
      'Settlement Parameters',
      'Trial Parameters',
      'Risk Tolerance',
      'Settlement Outcome',
      'Trial Outcomes',
      'Recommendation',
      'Key Findings',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toHaveTextContent(
      'not legal or financial advice',
    );
  });

  it('recomputes as the assets are typed', async () => {
    const user = renderFree();
    const assets = screen.getByRole('textbox', { name: 'Total Assets' });

    await user.clear(assets);
    expect(assets).toHaveValue('');
    // Empty counts as 0: net worth 0 − 200,000.
    expect(screen.getByTestId('net-worth')).toHaveTextContent('-$200,000');

    await user.type(assets, '600000');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$400,000');
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$190,000');
  });

  it('keeps only digits and ignores a value over the field’s maximum', async () => {
    const user = renderFree();
    const expenses = screen.getByRole('textbox', { name: 'Current Expenses' });

    await user.clear(expenses);
    await user.type(expenses, '1,2a3');
    expect(expenses).toHaveValue('123');

    await user.clear(expenses);
    await user.type(expenses, '1000000');
    expect(expenses).toHaveValue('1000000');
    await user.type(expenses, '0');
    expect(expenses).toHaveValue('1000000');
    expect(screen.getByText('$0 to $1,000,000', { exact: false })).toBeInTheDocument();
  });

  it('reads a decimal point as the end of the dollars and echoes the amount read', async () => {
    const user = renderFree();
    const debts = screen.getByRole('textbox', { name: 'Total Debts' });

    await user.clear(debts);
    await user.type(debts, '5031.12');
    // Not 503,112: the cents round to the nearest dollar, and the field says what it read.
    expect(debts).toHaveValue('5031.12');
    expect(debts).toHaveAccessibleDescription(/^= \$5,031 \(cents rounded to the nearest dollar\)/);
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$494,969');

    await user.clear(debts);
    await user.type(debts, '5031.50');
    expect(debts).toHaveAccessibleDescription(/^= \$5,032 /);
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$494,968');

    await user.tab();
    expect(debts).toHaveValue('5032');
    expect(debts).toHaveAccessibleDescription('= $5,032 $0 to $100,000,000');
  });

  it('reads a pasted "$5,031.12" as $5,031', async () => {
    const user = renderFree();
    const debts = screen.getByRole('textbox', { name: 'Total Debts' });

    await user.clear(debts);
    await user.paste('$5,031.12');
    expect(debts).toHaveValue('5031.12');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$494,969');
  });

  it('shows 0 again when an emptied field loses focus', async () => {
    const user = renderFree();
    const debts = screen.getByRole('textbox', { name: 'Total Debts' });

    await user.clear(debts);
    await user.tab();

    expect(debts).toHaveValue('0');
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$500,000');
  });

  it('lets each free trial slider range up to its neighbours, in steps of 1', () => {
    renderFree();
    const rangeOf = (name: string) =>
      ['min', 'max', 'step', 'aria-valuetext'].map((key) =>
        screen.getByRole('slider', { name }).getAttribute(key),
      );

    // Free: worst 0 to expected, expected worst to best, best expected to 100.
    expect(rangeOf('Worst Case')).toEqual(['0', '50', '1', '30.0%']);
    expect(rangeOf('Expected Case')).toEqual(['30', '70', '1', '50.0%']);
    expect(rangeOf('Best Case')).toEqual(['50', '100', '1', '70.0%']);
    expect(screen.getByText('Between 0.0% and 50.0%.')).toBeInTheDocument();
  });

  it('lets the free trial sliders meet but not cross', () => {
    renderFree();
    const worst = screen.getByRole('slider', { name: 'Worst Case' });
    const best = screen.getByRole('slider', { name: 'Best Case' });

    fireEvent.change(worst, { target: { value: '90' } });
    expect(worst).toHaveValue('50');
    fireEvent.change(best, { target: { value: '0' } });
    expect(best).toHaveValue('50');
    expect(screen.getByTestId('trial-worst-amount')).toHaveTextContent('$120,000');
    expect(screen.getByTestId('trial-best-amount')).toHaveTextContent('$120,000');
  });

  it('changes the recommendation with the risk tolerance', () => {
    renderFree();
    const risk = screen.getByRole('slider', { name: 'Risk Tolerance' });

    fireEvent.change(risk, { target: { value: '2' } });
    expect(risk).toHaveAttribute('aria-valuetext', '2 – Low');
    expect(screen.getByTestId('recommendation')).toHaveAttribute(
      'data-branch',
      'low-settlement-safer',
    );

    fireEvent.change(risk, { target: { value: '9' } });
    // 180,000 is not above 140,000 × 1.3 = 182,000.
    expect(screen.getByTestId('recommendation')).toHaveAttribute('data-branch', 'high-settlement');
  });

  it('explains itself on the About tab and goes back with Back to Calculator', async () => {
    const user = renderFree();

    await user.click(screen.getByRole('tab', { name: 'About This Tool' }));
    const topics = [
      'Current Situation',
      'Settlement Parameters',
      'Trial Parameters',
      'Risk Tolerance',
    ];
    for (const topic of topics) {
      expect(screen.getByRole('button', { name: topic })).toHaveAttribute('aria-expanded', 'false');
    }
    await user.click(screen.getByRole('button', { name: 'Risk Tolerance' }));
    expect(screen.getByRole('button', { name: 'Risk Tolerance' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: 'Risk Tolerance' })).toHaveTextContent(
      'With a low tolerance (1–3)',
    );
    expect(screen.getByRole('heading', { name: 'Limitations' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Calculator' }));
    expect(screen.getByRole('tab', { name: 'Calculator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTestId('net-settlement')).toHaveTextContent('$140,000');
  });

  it('keeps the entered values when switching tabs', async () => {
    const user = renderFree();
    fireEvent.change(screen.getByRole('slider', { name: 'Settlement Percentage' }), {
      target: { value: '70' },
    });

    await user.click(screen.getByRole('tab', { name: 'About This Tool' }));
    await user.click(screen.getByRole('tab', { name: 'Calculator' }));

    expect(screen.getByRole('slider', { name: 'Settlement Percentage' })).toHaveValue('70');
  });
});

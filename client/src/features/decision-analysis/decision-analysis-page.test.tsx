import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, stubApi, type ApiCall } from '@/test/render-signed-in';
import {
  analyseDecision,
  type DecisionAnalysisResponse,
  type DecisionInputs,
  type DecisionPrefill,
  defaultDecisionInputs,
} from '@shared/decision-analysis';
import { DecisionAnalysisPage } from './decision-analysis-page';

const PREFILL: DecisionPrefill = { offer: null, marital_estate: null, legal_fees_to_date: '0.00' };

/** The analysis the worked example of docs/decision-analysis.md starts from. */
const EXAMPLE: DecisionInputs = {
  offer: '100000.00',
  settlement_costs: '0.00',
  phases: [
    {
      name: 'Filing and discovery',
      hours: '20',
      rate: '270.00',
      experts: '0.00',
      court_costs: '0.00',
    },
    { name: 'Mediation', hours: '8', rate: '270.00', experts: '0.00', court_costs: '0.00' },
    { name: 'Pretrial', hours: '15', rate: '270.00', experts: '0.00', court_costs: '0.00' },
    { name: 'Trial', hours: '30', rate: '270.00', experts: '2000.00', court_costs: '500.00' },
  ],
  months: 9,
  outcomes: [
    { label: 'Best', value: '150000.00', probability: '25' },
    { label: 'Most likely', value: '110000.00', probability: '50' },
    { label: 'Worst', value: '60000.00', probability: '25' },
  ],
  discount_rate: '5',
  note: null,
};

function answer(
  inputs: DecisionInputs,
  saved = false,
  prefill = PREFILL,
): DecisionAnalysisResponse {
  return {
    saved,
    inputs,
    results: analyseDecision(inputs),
    prefill,
    updated_at: saved ? '2026-11-27T10:00:00.000Z' : null,
  };
}

function serve(first: DecisionAnalysisResponse) {
  const calls: ApiCall[] = [];
  stubApi((call) => {
    calls.push(call);
    if (call.path !== '/api/decision-analysis') throw new Error(`unexpected ${call.path}`);
    if (call.method === 'PUT') {
      const inputs = call.body as DecisionInputs;
      return new Response(JSON.stringify(answer(inputs, true)), { status: 200 });
    }
    return new Response(JSON.stringify(first), { status: 200 });
  });
  return calls;
}

const outcome = (index: number) =>
  within(screen.getByRole('region', { name: 'If you go to trial' })).getAllByRole('listitem')[
    index
  ]!;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DecisionAnalysisPage', () => {
  it('starts from the defaults with their sources, and the offer her division plan gives her', async () => {
    serve(
      answer(defaultDecisionInputs({ ...PREFILL, offer: '40000.00' }), false, {
        ...PREFILL,
        offer: '40000.00',
        marital_estate: '100000.00',
        legal_fees_to_date: '1300.00',
      }),
    );
    renderSignedIn(<DecisionAnalysisPage />, { plan: 'premium' });

    expect(await screen.findByLabelText('Offer amount ($)')).toHaveValue(40000);
    expect(
      screen.getByText(
        'Filled in from your division plan: what you would end with is $40,000.00. Change it to the offer on the table.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByLabelText('Hourly rate ($)').map((field) => (field as HTMLInputElement).value),
    ).toEqual(['270', '270', '270', '270']);
    expect(
      screen.getByText(
        'Average hourly rate of a family-law attorney: $270 (Nolo survey of attorneys).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Months until a decision')).toHaveValue(9);
    expect(
      screen.getByText(
        'Your division plan puts the marital estate at $100,000.00. Each result is what you would end with of it, or pay.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have recorded $1,300.00 of legal fees so far. They are spent whichever way you choose, so they are not counted here.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Not saved. Save this analysis to print it, with its chart and your note, in your case file.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the results of the figures, and follows a changed chance once they add up to 100 %', async () => {
    const user = userEvent.setup();
    serve(answer(EXAMPLE));
    renderSignedIn(<DecisionAnalysisPage />, { plan: 'premium' });

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByTestId('ev-trial')).toHaveTextContent('$81,427.40');
    expect(within(results).getByTestId('verdict')).toHaveTextContent(
      'On average, settling leaves you $18,572.60 more than going to trial.',
    );
    expect(within(results).getByTestId('break-even')).toHaveTextContent(
      'Trial and the offer come out even when “Best” has a 59.0% chance (you put it at 25%). Above that, trial is worth more on average; below it, settling.',
    );

    const likely = within(outcome(1)).getByLabelText('How likely (%)');
    await user.clear(likely);
    await user.type(likely, '40');
    expect(
      screen.getByText('The chances add up to 90%. They must add up to 100%.'),
    ).toBeInTheDocument();
    // Until they add up, the results stay those of the last complete figures, and saving waits.
    expect(within(results).getByTestId('ev-trial')).toHaveTextContent('$81,427.40');
    expect(
      screen.getByText('These are the results of your last complete figures.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for the case file' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Set “Worst” to 35%' }));
    expect(screen.getByText('The chances add up to 100%.')).toBeInTheDocument();
    expect(within(results).getByTestId('ev-trial')).toHaveTextContent('$76,607.05');
    expect(within(results).getByTestId('break-even')).toHaveTextContent(
      'Trial and the offer come out even when “Best” has a 63.3% chance (you put it at 25%). Above that, trial is worth more on average; below it, settling.',
    );
  });

  it('reads an amount she would pay as negative, and echoes it as she types', async () => {
    const user = userEvent.setup();
    const calls = serve(answer(EXAMPLE));
    renderSignedIn(<DecisionAnalysisPage />, { plan: 'premium' });

    await screen.findByRole('region', { name: 'If you go to trial' });
    const worst = outcome(2);
    await user.click(within(worst).getByRole('radio', { name: 'I would pay' }));
    const amount = within(worst).getByLabelText('Amount ($)');
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(within(worst).getByText('= you pay $5,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save for the case file' }));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      outcomes: [
        { label: 'Best', value: '150000.00', probability: '25' },
        { label: 'Most likely', value: '110000.00', probability: '50' },
        { label: 'Worst', value: '-5000.00', probability: '25' },
      ],
    });
    expect(await screen.findByText(/^Saved Nov 27, 2026, /)).toBeInTheDocument();
  });

  it('names a figure it cannot read beside its field, in the words of the API', async () => {
    const user = userEvent.setup();
    serve(answer(EXAMPLE));
    renderSignedIn(<DecisionAnalysisPage />, { plan: 'premium' });

    const months = await screen.findByLabelText('Months until a decision');
    await user.clear(months);
    await user.type(months, '121');
    expect(months).toHaveAccessibleDescription(
      expect.stringContaining('Months until a decision must be a whole number from 0 to 120'),
    );
    expect(
      screen.getByText('Some figures cannot be read yet. Fix the ones marked in red to save.'),
    ).toBeInTheDocument();
  });

  it('gives every chart its figures in a table', async () => {
    const user = userEvent.setup();
    serve(answer(EXAMPLE));
    renderSignedIn(<DecisionAnalysisPage />, { plan: 'premium' });

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getAllByRole('img')).toHaveLength(2);
    const [outcomes, moves] = within(results).getAllByText('See these figures as a table');
    await user.click(outcomes!);
    await user.click(moves!);
    const [first, second] = within(results).getAllByRole('table');
    expect(within(first!).getByRole('row', { name: /Best/ })).toHaveTextContent(
      'Best25%$122,400.32',
    );
    expect(within(second!).getAllByRole('row')).toHaveLength(12);
    expect(within(second!).getByRole('row', { name: /^0%/ })).toHaveTextContent(
      '0%$81,427.40$81,427.40',
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { reply, stubApi, toastRegion } from '@/test/render-signed-in';
import { confirmDelete, itAsksToLogIn, renderTrackerPage } from '@/test/tracker-pages';
import {
  monthlyAmountText,
  type IncomeDeductionDto,
  type IncomeFrequency,
  type IncomeSourceDto,
} from '@shared/income';
import { sumAmountTexts } from '@shared/money';
import { IncomePage } from './income-page';

let clock = 0;
/** A later timestamp each call, so rows keep the order they were added in. */
function nextTimestamp() {
  clock += 1;
  return new Date(Date.UTC(2025, 0, 1, 0, 0, clock)).toISOString();
}

function source(
  id: number,
  name: string,
  amount: string,
  frequency: IncomeFrequency,
  extra: Partial<IncomeSourceDto> = {},
): IncomeSourceDto {
  const hours = extra.hours_per_week ?? null;
  const stamp = nextTimestamp();
  return {
    id,
    name,
    type: 'salary',
    amount,
    frequency,
    hours_per_week: hours,
    last_month: null,
    monthly_amount: monthlyAmountText(amount, frequency, hours),
    created_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

function deduction(
  id: number,
  name: string,
  amount: string,
  frequency: IncomeFrequency,
  extra: Partial<IncomeDeductionDto> = {},
): IncomeDeductionDto {
  const stamp = nextTimestamp();
  return {
    id,
    name,
    type: 'taxes',
    amount,
    frequency,
    monthly_amount: monthlyAmountText(amount, frequency, null),
    created_at: stamp,
    updated_at: stamp,
    ...extra,
  };
}

type Body = Record<string, string | null>;

/**
 * A stand-in for /api/income holding sources and deductions in memory and answering as the
 * server does (oldest first, each with its monthly figure, and the totals).
 */
function fakeIncomeApi(
  initial: { sources?: IncomeSourceDto[]; deductions?: IncomeDeductionDto[] } = {},
) {
  let sources = [...(initial.sources ?? [])];
  let deductions = [...(initial.deductions ?? [])];
  let nextId = 100;
  const calls = stubApi(({ method, path, body }) => {
    const values = body as Body;
    const isDeduction = path.startsWith('/api/income/deductions');
    const id = Number(path.split('/').at(-1));
    if (method === 'GET' && path === '/api/income') {
      return reply(200, {
        sources,
        deductions,
        monthly_total: sumAmountTexts(sources.map((row) => row.monthly_amount)),
        deductions_total: sumAmountTexts(deductions.map((row) => row.monthly_amount)),
      });
    }
    const frequency = values?.frequency as IncomeFrequency;
    if (isDeduction) {
      const stored = (rowId: number) =>
        deduction(rowId, values.name!, values.amount!, frequency, {
          type: values.type as IncomeDeductionDto['type'],
        });
      if (method === 'POST') {
        const created = stored(nextId++);
        deductions = [...deductions, created];
        return reply(201, created);
      }
      if (method === 'PUT') {
        const updated = stored(id);
        deductions = deductions.map((row) => (row.id === id ? updated : row));
        return reply(200, updated);
      }
      deductions = deductions.filter((row) => row.id !== id);
      return reply(204);
    }
    const stored = (rowId: number) =>
      source(rowId, values.name!, values.amount!, frequency, {
        type: values.type as IncomeSourceDto['type'],
        hours_per_week: values.hours_per_week ?? null,
        last_month: values.last_month ?? null,
      });
    if (method === 'POST') {
      const created = stored(nextId++);
      sources = [...sources, created];
      return reply(201, created);
    }
    if (method === 'PUT') {
      const updated = stored(id);
      sources = sources.map((row) => (row.id === id ? updated : row));
      return reply(200, updated);
    }
    if (method === 'DELETE') {
      sources = sources.filter((row) => row.id !== id);
      return reply(204);
    }
    throw new Error(`unexpected request ${method} ${path}`);
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

function renderPage() {
  return renderTrackerPage(<IncomePage />, { path: '/income' });
}

/** A table's body rows as text: the name, then each cell's. */
function rowsOf(caption: string) {
  const table = screen.getByRole('table', { name: caption, hidden: true });
  const [, body] = within(table).getAllByRole('rowgroup', { hidden: true });
  return within(body!)
    .queryAllByRole('row', { hidden: true })
    .map((row) => [
      within(row).getByRole('rowheader', { hidden: true }).textContent,
      ...within(row)
        .getAllByRole('cell', { hidden: true })
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ]);
}

async function openAddSource(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Income Source' }));
  return screen.getByRole('dialog', { name: 'Add Income Source' });
}

const paycheck = source(1, 'Paycheck', '2000.00', 'biweekly');
const rent = source(2, 'Basement rent', '900.00', 'monthly', {
  type: 'rental',
  last_month: '450.00',
});
const federalTax = deduction(3, 'Federal tax', '300.00', 'biweekly');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Income page', () => {
  itAsksToLogIn(<IncomePage />, 'Please log in to view your income.');

  it('shows a spinner while the income loads', () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Income' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your income');
  });

  it('says the income did not load, with the server’s reason and a retry', async () => {
    stubApi(() => reply(500, { error: 'Database unavailable', code: 'internal' }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Error Loading Income' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers the first source and the first deduction when there are none', async () => {
    fakeIncomeApi();
    renderPage();
    expect(
      await screen.findByText(
        'No income sources yet. Add your pay, benefits or any other money you receive.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your first income source' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add your first deduction' })).toBeVisible();
    expect(screen.getByTestId('income-net')).toHaveTextContent('$0.00');
  });

  it('lists sources and deductions with their monthly figures, the totals and the disclosure link', async () => {
    fakeIncomeApi({ sources: [paycheck, rent], deductions: [federalTax] });
    renderPage();

    expect(await screen.findByRole('heading', { level: 2, name: 'Income sources' })).toBeVisible();
    expect(rowsOf('Your income sources')).toEqual([
      [
        'Paycheck',
        'Salary or wages',
        '$2,000.00 · Every two weeks',
        'Every two weeks',
        '$4,333.33 a month',
      ],
      [
        'Basement rentLast month: $450.00',
        'Rental income',
        '$900.00 · Every month',
        'Every month',
        '$900.00 a month',
      ],
    ]);
    expect(rowsOf('Your mandatory deductions')).toEqual([
      ['Federal tax', 'Taxes', '$300.00 · Every two weeks', 'Every two weeks', '$650.00 a month'],
    ]);
    expect(screen.getByTestId('sources-total')).toHaveTextContent('$5,233.33');
    expect(screen.getByTestId('deductions-total')).toHaveTextContent('$650.00');
    expect(screen.getByTestId('income-gross')).toHaveTextContent('$5,233.33');
    expect(screen.getByTestId('income-deductions')).toHaveTextContent('$650.00');
    expect(screen.getByTestId('income-net')).toHaveTextContent('$4,583.33');
    expect(screen.getByRole('link', { name: 'See your financial disclosure' })).toHaveAttribute(
      'href',
      '/disclosure',
    );
  });

  it('adds a salary of $2,000 every two weeks as $4,333.33 a month, echoed before it is saved', async () => {
    const api = fakeIncomeApi();
    const user = userEvent.setup();
    renderPage();
    const form = within(await openAddSource(user));

    await user.type(form.getByLabelText('Name'), 'Paycheck');
    await user.type(form.getByLabelText('Amount ($)'), '2000');
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$2,000.00 every month is $2,000.00 a month',
    );
    await user.selectOptions(form.getByLabelText('How often'), 'Every two weeks');
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$2,000.00 every two weeks is $4,333.33 a month',
    );
    await user.click(form.getByRole('button', { name: 'Add Income Source' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/income',
        body: {
          name: 'Paycheck',
          type: 'salary',
          amount: '2000.00',
          frequency: 'biweekly',
          hours_per_week: null,
          last_month: null,
        },
      },
    ]);
    expect(await toastRegion().findByText('Income source added')).toBeInTheDocument();
    expect(
      toastRegion().getByText('“Paycheck” ($4,333.33 a month) has been added.'),
    ).toBeInTheDocument();
    expect(rowsOf('Your income sources')[0]![4]).toBe('$4,333.33 a month');
    expect(screen.getByTestId('income-gross')).toHaveTextContent('$4,333.33');
    expect(screen.getByTestId('income-net')).toHaveTextContent('$4,333.33');
  });

  it('asks for the hours a week only for hourly pay, and counts them in the monthly figure', async () => {
    const api = fakeIncomeApi();
    const user = userEvent.setup();
    renderPage();
    const form = within(await openAddSource(user));

    expect(form.queryByLabelText('Hours per week')).toBeNull();
    await user.type(form.getByLabelText('Name'), 'Weekend shifts');
    await user.selectOptions(form.getByLabelText('Type'), 'Overtime');
    await user.selectOptions(form.getByLabelText('How often'), 'By the hour');
    await user.type(form.getByLabelText('Pay per hour ($)'), '25');
    // No monthly figure until the hours are known.
    expect(form.getByTestId('monthly-echo')).toBeEmptyDOMElement();
    await user.type(form.getByLabelText('Hours per week'), '37.5');
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$25.00 an hour for 37.5 hours a week is $4,062.50 a month',
    );
    await user.type(form.getByLabelText('Last month ($, optional)'), '3900');
    await user.click(form.getByRole('button', { name: 'Add Income Source' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toEqual({
      name: 'Weekend shifts',
      type: 'overtime',
      amount: '25.00',
      frequency: 'hourly',
      hours_per_week: '37.50',
      last_month: '3900.00',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowsOf('Your income sources')).toEqual([
      [
        'Weekend shiftsLast month: $3,900.00',
        'Overtime',
        '$25.00 · By the hour, 37.5 hours a week',
        'By the hour, 37.5 hours a week',
        '$4,062.50 a month',
      ],
    ]);
  });

  it('clears the hours when the pay stops being hourly', async () => {
    const api = fakeIncomeApi();
    const user = userEvent.setup();
    renderPage();
    const form = within(await openAddSource(user));

    await user.type(form.getByLabelText('Name'), 'Shifts');
    await user.selectOptions(form.getByLabelText('How often'), 'By the hour');
    await user.type(form.getByLabelText('Hours per week'), '20');
    await user.selectOptions(form.getByLabelText('How often'), 'Every week');
    expect(form.queryByLabelText('Hours per week')).toBeNull();
    await user.type(form.getByLabelText('Amount ($)'), '500');
    await user.click(form.getByRole('button', { name: 'Add Income Source' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ frequency: 'weekly', hours_per_week: null });
  });

  it('says what is missing with the shared schema’s words and sends nothing', async () => {
    const api = fakeIncomeApi();
    const user = userEvent.setup();
    renderPage();
    const form = within(await openAddSource(user));

    await user.click(form.getByRole('button', { name: 'Add Income Source' }));
    expect(await form.findByText('Name is required')).toBeInTheDocument();
    expect(form.getByText('Amount must be positive')).toBeInTheDocument();
    expect(form.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');

    await user.type(form.getByLabelText('Name'), 'Shifts');
    await user.selectOptions(form.getByLabelText('How often'), 'By the hour');
    await user.type(form.getByLabelText('Pay per hour ($)'), '20');
    await user.click(form.getByRole('button', { name: 'Add Income Source' }));
    expect(
      await form.findByText('Hours per week must be between 0.01 and 168, with at most 2 decimals'),
    ).toBeInTheDocument();

    await user.type(form.getByLabelText('Hours per week'), '200');
    await user.clear(form.getByLabelText('Pay per hour ($)'));
    await user.type(form.getByLabelText('Pay per hour ($)'), '12.345');
    await user.click(form.getByRole('button', { name: 'Add Income Source' }));
    expect(await form.findByText('Amount can have at most 2 decimal places')).toBeInTheDocument();
    expect(
      form.getByText('Hours per week must be between 0.01 and 168, with at most 2 decimals'),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('adds and edits a deduction, which lowers the net monthly income', async () => {
    const api = fakeIncomeApi({ sources: [paycheck] });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add Deduction' }));
    let form = within(screen.getByRole('dialog', { name: 'Add Deduction' }));
    // A deduction is never paid by the hour.
    expect(within(form.getByLabelText('How often')).queryByText('By the hour')).toBeNull();
    await user.type(form.getByLabelText('Name'), 'Union dues');
    await user.selectOptions(form.getByLabelText('Type'), 'Union dues');
    await user.type(form.getByLabelText('Amount ($)'), '45');
    await user.selectOptions(form.getByLabelText('How often'), 'Every week');
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$45.00 every week is $195.00 a month',
    );
    await user.click(form.getByRole('button', { name: 'Add Deduction' }));
    expect(await toastRegion().findByText('Deduction added')).toBeInTheDocument();
    expect(screen.getByTestId('income-net')).toHaveTextContent('$4,138.33');

    await user.click(screen.getByRole('button', { name: 'Edit Union dues' }));
    form = within(screen.getByRole('dialog', { name: 'Edit Deduction' }));
    expect(form.getByLabelText('Amount ($)')).toHaveValue(45);
    await user.clear(form.getByLabelText('Amount ($)'));
    await user.type(form.getByLabelText('Amount ($)'), '60');
    await user.click(form.getByRole('button', { name: 'Update Deduction' }));

    expect(await toastRegion().findByText('Deduction updated')).toBeInTheDocument();
    expect(api.writes().at(-1)).toEqual({
      method: 'PUT',
      path: '/api/income/deductions/100',
      body: { name: 'Union dues', type: 'union_dues', amount: '60.00', frequency: 'weekly' },
    });
    expect(screen.getByTestId('deductions-total')).toHaveTextContent('$260.00');
    expect(screen.getByTestId('income-net')).toHaveTextContent('$4,073.33');
  });

  it('opens an hourly source for editing with its hours as she typed them', async () => {
    fakeIncomeApi({
      sources: [source(7, 'Tutoring', '30.00', 'hourly', { hours_per_week: '7.50' })],
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Tutoring' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit Income Source' }));
    expect(form.getByLabelText('Hours per week')).toHaveValue(7.5);
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$30.00 an hour for 7.5 hours a week is $975.00 a month',
    );
  });

  it('deletes a source only once she confirms, and the totals follow', async () => {
    const api = fakeIncomeApi({ sources: [paycheck, rent], deductions: [federalTax] });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Paycheck' }));
    const confirmation = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this income source?',
    });
    expect(confirmation).toHaveTextContent(
      '“Paycheck” ($4,333.33 a month) will be deleted. Its history stays in your records.',
    );
    expect(api.writes()).toEqual([]);
    await confirmDelete(user);

    expect(await toastRegion().findByText('Income source deleted')).toBeInTheDocument();
    expect(api.writes()).toEqual([{ method: 'DELETE', path: '/api/income/1', body: undefined }]);
    expect(rowsOf('Your income sources').map((row) => row[0])).toEqual([
      'Basement rentLast month: $450.00',
    ]);
    expect(screen.getByTestId('income-gross')).toHaveTextContent('$900.00');
    expect(screen.getByTestId('income-net')).toHaveTextContent('$250.00');
  });
});

describe('the Income page in Spanish', () => {
  afterEach(async () => {
    await activateLanguage('en');
    localStorage.clear();
  });

  it('speaks Spanish, names and figures included', async () => {
    await activateLanguage('es');
    fakeIncomeApi({ sources: [paycheck], deductions: [federalTax] });
    const user = userEvent.setup();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Ingresos' })).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fuentes de ingresos' }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Deducciones obligatorias' }),
    ).toBeVisible();
    expect(rowsOf('Sus fuentes de ingresos')[0]!.slice(0, 3)).toEqual([
      'Paycheck',
      'Sueldo o salario',
      '$2,000.00 · Cada dos semanas',
    ]);
    expect(screen.getByText('Ingreso mensual neto')).toBeVisible();
    expect(screen.getByTestId('income-net')).toHaveTextContent('$3,683.33');

    await user.click(screen.getByRole('button', { name: 'Agregar fuente de ingresos' }));
    const form = within(screen.getByRole('dialog', { name: 'Agregar fuente de ingresos' }));
    await user.type(form.getByLabelText('Monto ($)'), '2000');
    await user.selectOptions(form.getByLabelText('Cada cuánto'), 'Cada dos semanas');
    expect(form.getByTestId('monthly-echo')).toHaveTextContent(
      '$2,000.00 cada dos semanas son $4,333.33 al mes',
    );
    await user.click(form.getByRole('button', { name: 'Agregar fuente de ingresos' }));
    expect(await form.findByText('El nombre es obligatorio')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { buildStatement, type StatementRecords } from '@shared/disclosure';
import { monthlyAmountText } from '@shared/income';
import { pagesOf, textsOf } from '../../test/pdf-text';
import { buildDisclosureReport } from './disclosure-report';

const records: StatementRecords = {
  month: '2026-10',
  monthTotals: [
    { category: 'housing.rent_mortgage', month: '2026-10', amount: '2100.00' },
    { category: 'housing.rent_mortgage', month: '2026-09', amount: '2100.00' },
    { category: 'utilities.electric', month: '2026-10', amount: '88.20' },
    { category: 'utilities.water_sewer_trash', month: '2026-10', amount: '61.00' },
    { category: 'legal.attorney_fees', month: '2026-09', amount: '2500.00' },
  ],
  sources: [
    {
      id: 1,
      name: 'Acme payroll',
      type: 'salary',
      amount: '2000.00',
      frequency: 'biweekly',
      hours_per_week: null,
      last_month: null,
      monthly_amount: monthlyAmountText('2000.00', 'biweekly', null),
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  ],
  deductions: [],
  proposed: new Map([
    [
      'children.child_care',
      { amount: '800.00', basis: 'proposed', paid_by_others: '200.00', owed: null },
    ],
    [
      'legal.attorney_fees',
      { amount: null, basis: 'actual', paid_by_others: null, owed: '3500.00' },
    ],
  ]),
  debts: [
    {
      id: 3,
      name: 'Visa',
      category: 'credit_cards',
      balance: '4200.00',
      monthly_payment: '150.00',
    },
    { id: 4, name: 'Car loan', category: 'auto_loans', balance: '9000.00', monthly_payment: null },
  ],
  assetsTotal: '250000.00',
  debtsTotal: '13200.00',
  legalFeesPaid: '2500.00',
};
const statement = buildStatement(records);
const verification = {
  code: 'FS-ABCD-EFGH-JKMN-PQRS',
  verifyUrl: 'https://fairsplit.example/verify',
};
/** Each page's texts; the em dash comes back as the WinAnsi byte Helvetica draws it with. */
const allText = (layout: 'fl150' | 'generic', language: 'en' | 'es' = 'en') =>
  pagesOf(buildDisclosureReport(statement, { layout, verification, language })).map((page) =>
    textsOf(page).map((text) => text.replace(/\u0097/g, '—')),
  );

describe('the financial disclosure PDF', () => {
  it('says on every page that it is a draft, not a court form, and where to verify it', () => {
    const pages = allText('fl150');
    for (const page of pages) {
      expect(page).toContain("Draft to copy onto your court's form — not a court form");
      expect(page.join(' ')).toContain('Code FS-ABCD-EFGH-JKMN-PQRS');
    }
  });

  it("puts the expenses on FL-150 item 13's lines a–t, in the form's order, each naming its categories", () => {
    const text = allText('fl150').flat();
    const lines = text.filter((cell) => /^13[a-t]\. /.test(cell));
    expect(lines.map((cell) => cell.slice(0, 4))).toEqual(
      'abcdefghijklmnopqrst'.split('').map((letter) => `13${letter}.`),
    );
    // Electricity and water share line i; their figures add up on it.
    const line = text.indexOf('13i. Utilities (gas, electric,');
    expect(text.slice(line, line + 8)).toEqual([
      '13i. Utilities (gas, electric,',
      'water, trash)',
      'Electricity, Water, sewer',
      'and trash',
      '$149.20',
      '$74.60',
      '$74.60',
      'Actual',
    ]);
    expect(text).toContain('$4,333.33');
    expect(text).toContain('Monthly expenses (FL-150 item 13)');
    expect(text).toContain('Installment payments and debts (FL-150 item 14)');
    expect(text).toContain('Not given');
    // Item 15: paid to date from the expenses, still owed as she said it.
    const owed = text.indexOf('Attorney fees still owed (FL-150 item 15)');
    expect(text[owed + 1]).toBe('$3,500.00');
    const others = text.indexOf('Paid by others each month, over every category');
    expect(text[others + 1]).toBe('$200.00');
  });

  it('lists the categories with figures, their basis and the figure used, for any other court', () => {
    const text = allText('generic').flat();
    expect(text).not.toContain('13a. Rent or mortgage');
    const childCare = text.indexOf('Child care');
    expect(text.slice(childCare, childCare + 7)).toEqual([
      'Child care',
      '$0.00',
      '$0.00',
      '$800.00',
      'Proposed',
      '$200.00',
      '$800.00',
    ]);
    // Categories with no figure at all are left out.
    expect(text).not.toContain('Pets');
    // 2,100.00 + 44.10 + 30.50 + 1,250.00 (averages over 2 months) + 800.00 proposed.
    const total = text.lastIndexOf('Total monthly expenses');
    expect(text.slice(total).find((cell) => cell.startsWith('$'))).toBe('$4,224.60');
  });

  it('speaks Spanish when asked', () => {
    const text = allText('fl150', 'es').flat();
    expect(text).toContain(
      'Borrador para copiar en el formulario de su corte — no es un formulario de la corte',
    );
    expect(text).toContain('Ingresos (FL-150, punto 5)');
    // The income type, wrapped in its narrow column.
    expect(text.join(' ')).toContain('Sueldo o salario');
  });
});

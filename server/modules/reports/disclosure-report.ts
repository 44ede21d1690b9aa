/**
 * The financial disclosure as a PDF (shared/disclosure.ts): a draft to copy onto the court's
 * form, never a court form itself, and it says so under the title and at the foot of every page. Two layouts: FL-150's
 * item order (income, deductions, expenses on item 13's lines a–t, installment payments and
 * debts, assets, attorney fees) and a generic one, by category, for other courts. A4 portrait, money in
 * US dollars with cents, the verification footer on every page.
 *
 * The server builds it (reports.service.ts), so the file it vouches for is the one it made.
 */
import { jsPDF } from 'jspdf';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  type DisclosureLayout,
  type DisclosureResponse,
  fl150Rows,
  lineHasFigures,
  monthName,
  type ProposedBasis,
} from '@shared/disclosure';
import { expenseCategoryName } from '@shared/expense-categories';
import { deductionTypeName, frequencyName, incomeTypeName } from '@shared/income';
import type { Language } from '@shared/language';
import { formatUsd } from '@shared/money';
import { categoryName } from '@shared/networth';
import {
  type DocWithTables,
  emptyRow,
  finalY,
  heading,
  INK,
  MARGIN_MM,
  MUTED,
  pageFooters,
  paragraph,
  roomFor,
  SECTION_GAP_MM,
  footedTable,
  TOP_MM,
  type Verification,
} from './pdf-layout';
import { writeIn } from './report-words';

const EN = {
  title: 'Fairsplit — Financial Disclosure',
  draft: "Draft to copy onto your court's form — not a court form",
  forMonth: (month: string) => `Figures for ${monthName(month, 'en')}`,
  generatedOn: (at: Date, timeZone: string) =>
    `Generated on ${format(at, 'MMMM d, yyyy', { in: tz(timeZone) })}`,
  fl150Layout: "In the order of California's FL-150, Income and Expense Declaration.",
  genericLayout: 'By category, for any court’s financial statement.',
  averageNote: (months: number) =>
    months === 0
      ? 'No expenses are recorded in the 12 months ending with this month, so there are no averages.'
      : `Averages: each category's total over the 12 months ending with this month, divided by the ${months} ${months === 1 ? 'month' : 'months'} in which any expense was recorded.`,
  income: 'Income (FL-150 item 5)',
  incomeGeneric: 'Income',
  source: 'Source',
  type: 'Type',
  amount: 'Amount',
  howOften: 'How often',
  hoursAWeek: (hours: string) => `${hours} hours a week`,
  lastMonth: 'Last month',
  averageMonthly: 'Average monthly',
  noIncome: 'No income sources recorded.',
  totalMonthlyIncome: 'Total monthly income (gross)',
  deductions: 'Mandatory deductions (FL-150 item 10)',
  deductionsGeneric: 'Mandatory deductions',
  deduction: 'Deduction',
  monthly: 'Monthly',
  noDeductions: 'No mandatory deductions recorded.',
  totalDeductions: 'Total mandatory deductions',
  expenses: 'Monthly expenses (FL-150 item 13)',
  expensesGeneric: 'Monthly expenses',
  line: 'Line',
  fromCategories: 'From these categories',
  category: 'Category',
  average12: '12-month average',
  proposed: 'Proposed',
  basis: 'Basis',
  figureUsed: 'Figure used',
  noExpenses: 'No expenses recorded for these months.',
  totalExpenses: 'Total monthly expenses',
  debts: 'Installment payments and debts (FL-150 item 14)',
  debtsGeneric: 'Debts',
  creditor: 'Debt',
  balance: 'Balance',
  monthlyPayment: 'Monthly payment',
  notGiven: 'Not given',
  noDebts: 'No debts recorded in the net-worth tracker.',
  total: 'Total',
  assetsAndFees: 'Assets, debts and attorney fees',
  totalAssets: 'Total assets (FL-150 item 11; net-worth tracker)',
  totalDebts: 'Total debts (net-worth tracker)',
  feesPaid: 'Attorney fees and court costs paid to date (FL-150 item 15)',
  feesOwed: 'Attorney fees still owed (FL-150 item 15)',
  othersPay: 'Others pay',
  othersPayTotal: 'Paid by others each month, over every category',
  summary: 'Summary',
  netMonthlyIncome: 'Net monthly income',
  difference: 'Net monthly income minus monthly expenses',
  bases: { actual: 'Actual', estimated: 'Estimated', proposed: 'Proposed' } as Record<
    ProposedBasis,
    string
  >,
};

const ES: typeof EN = {
  title: 'Fairsplit — Declaración financiera',
  draft: 'Borrador para copiar en el formulario de su corte — no es un formulario de la corte',
  forMonth: (month) => `Cifras de ${monthName(month, 'es')}`,
  generatedOn: (at, timeZone) =>
    `Generado el ${new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone }).format(at)}`,
  fl150Layout: 'En el orden del formulario FL-150 de California, Declaración de ingresos y gastos.',
  genericLayout: 'Por categoría, para la declaración financiera de cualquier corte.',
  averageNote: (months) =>
    months === 0
      ? 'No hay gastos en los 12 meses que terminan con este mes, así que no hay promedios.'
      : `Promedios: el total de cada categoría en los 12 meses que terminan con este mes, dividido entre ${months} ${months === 1 ? 'mes' : 'meses'} con algún gasto registrado.`,
  income: 'Ingresos (FL-150, punto 5)',
  incomeGeneric: 'Ingresos',
  source: 'Fuente',
  type: 'Tipo',
  amount: 'Monto',
  howOften: 'Cada cuánto',
  hoursAWeek: (hours) => `${hours} horas por semana`,
  lastMonth: 'Mes pasado',
  averageMonthly: 'Promedio mensual',
  noIncome: 'No hay fuentes de ingresos registradas.',
  totalMonthlyIncome: 'Ingresos mensuales totales (brutos)',
  deductions: 'Deducciones obligatorias (FL-150, punto 10)',
  deductionsGeneric: 'Deducciones obligatorias',
  deduction: 'Deducción',
  monthly: 'Mensual',
  noDeductions: 'No hay deducciones obligatorias registradas.',
  totalDeductions: 'Total de deducciones obligatorias',
  expenses: 'Gastos mensuales (FL-150, punto 13)',
  expensesGeneric: 'Gastos mensuales',
  line: 'Línea',
  fromCategories: 'De estas categorías',
  category: 'Categoría',
  average12: 'Promedio de 12 meses',
  proposed: 'Propuesto',
  basis: 'Base',
  figureUsed: 'Cifra usada',
  noExpenses: 'No hay gastos registrados en estos meses.',
  totalExpenses: 'Total de gastos mensuales',
  debts: 'Pagos a plazos y deudas (FL-150, punto 14)',
  debtsGeneric: 'Deudas',
  creditor: 'Deuda',
  balance: 'Saldo',
  monthlyPayment: 'Pago mensual',
  notGiven: 'Sin dato',
  noDebts: 'No hay deudas en el registro de patrimonio neto.',
  total: 'Total',
  assetsAndFees: 'Bienes, deudas y honorarios de abogado',
  totalAssets: 'Total de bienes (FL-150, punto 11; registro de patrimonio neto)',
  totalDebts: 'Total de deudas (registro de patrimonio neto)',
  feesPaid: 'Honorarios de abogado y costos judiciales pagados hasta la fecha (FL-150, punto 15)',
  feesOwed: 'Honorarios de abogado que todavía se deben (FL-150, punto 15)',
  othersPay: 'Pagan otros',
  othersPayTotal: 'Lo que pagan otros cada mes, en todas las categorías',
  summary: 'Resumen',
  netMonthlyIncome: 'Ingresos mensuales netos',
  difference: 'Ingresos mensuales netos menos gastos mensuales',
  bases: { actual: 'Real', estimated: 'Estimado', proposed: 'Propuesto' },
};

export interface DisclosureReportOptions {
  layout: DisclosureLayout;
  generatedAt?: Date;
  timeZone?: string;
  verification?: Verification;
  language?: Language;
}

/** Builds the PDF of a statement. */
export function buildDisclosureReport(
  statement: DisclosureResponse,
  {
    layout,
    generatedAt = new Date(),
    timeZone = 'UTC',
    verification,
    language = 'en',
  }: DisclosureReportOptions,
): jsPDF {
  const doc: DocWithTables = new jsPDF({ orientation: 'portrait', unit: 'mm', format: 'a4' });
  writeIn(doc, language);
  const w = language === 'es' ? ES : EN;
  const fl150 = layout === 'fl150';
  doc.setProperties({ title: w.title, creator: 'Fairsplit' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(w.title, MARGIN_MM, TOP_MM);
  doc.setFontSize(11);
  doc.setTextColor(180, 35, 24);
  doc.text(w.draft, MARGIN_MM, TOP_MM + 7);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text(
    `${w.forMonth(statement.month)} · ${w.generatedOn(generatedAt, timeZone)}`,
    MARGIN_MM,
    TOP_MM + 13,
  );
  let y = paragraph(doc, fl150 ? w.fl150Layout : w.genericLayout, TOP_MM + 18);
  const { totals } = statement;

  // Summary first: the figures the form asks for most, in one place.
  y = heading(doc, w.summary, y + 6);
  footedTable(doc, {
    startY: y,
    head: [[w.summary, w.monthly]],
    body: [
      [w.totalMonthlyIncome, formatUsd(totals.monthly_income)],
      [w.totalDeductions, formatUsd(totals.mandatory_deductions)],
      [w.netMonthlyIncome, formatUsd(totals.net_monthly_income)],
      [w.totalExpenses, formatUsd(totals.monthly_expenses)],
    ],
    foot: [[w.difference, formatUsd(totals.difference)]],
    numeric: [1],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, fl150 ? w.income : w.incomeGeneric, y);
  const { sources, deductions } = statement.income;
  footedTable(doc, {
    startY: y,
    head: [[w.source, w.type, w.amount, w.lastMonth, w.averageMonthly]],
    body:
      sources.length === 0
        ? emptyRow(w.noIncome, 5)
        : sources.map((source) => [
            source.name,
            incomeTypeName(source.type, language),
            `${formatUsd(source.amount)} · ${frequencyName(source.frequency, language)}${
              source.hours_per_week ? ` · ${w.hoursAWeek(source.hours_per_week)}` : ''
            }`,
            formatUsd(source.last_month ?? source.monthly_amount),
            formatUsd(source.monthly_amount),
          ]),
    foot: [[w.totalMonthlyIncome, '', '', '', formatUsd(totals.monthly_income)]],
    numeric: [3, 4],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, fl150 ? w.deductions : w.deductionsGeneric, roomFor(doc, y));
  footedTable(doc, {
    startY: y,
    head: [[w.deduction, w.type, w.amount, w.monthly]],
    body:
      deductions.length === 0
        ? emptyRow(w.noDeductions, 4)
        : deductions.map((deduction) => [
            deduction.name,
            deductionTypeName(deduction.type, language),
            `${formatUsd(deduction.amount)} · ${frequencyName(deduction.frequency, language)}`,
            formatUsd(deduction.monthly_amount),
          ]),
    foot: [[w.totalDeductions, '', '', formatUsd(totals.mandatory_deductions)]],
    numeric: [3],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, fl150 ? w.expenses : w.expensesGeneric, roomFor(doc, y));
  const monthsWithData = statement.expenses[0]?.months_with_data ?? 0;
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(...MUTED);
  y = paragraph(doc, w.averageNote(monthsWithData), y + 2, 9) + 1;
  if (fl150) {
    footedTable(doc, {
      startY: y,
      head: [[w.line, w.fromCategories, w.lastMonth, w.average12, w.figureUsed, w.basis]],
      body: fl150Rows(statement.expenses).map((row) => {
        const lines = statement.expenses.filter(
          (line) => row.categories.includes(line.category) && lineHasFigures(line),
        );
        const bases = [...new Set(lines.map((line) => w.bases[line.basis]))];
        return [
          `13${row.letter}. ${row.label}`,
          lines.map((line) => expenseCategoryName(line.category, language)).join(', '),
          formatUsd(row.last_month),
          formatUsd(row.average_12m),
          formatUsd(row.monthly),
          bases.join(', '),
        ];
      }),
      foot: [[w.totalExpenses, '', '', '', formatUsd(totals.monthly_expenses), '']],
      columnStyles: { 0: { cellWidth: 48 }, 1: { cellWidth: 42 } },
      numeric: [2, 3, 4],
    });
  } else {
    const shown = statement.expenses.filter(lineHasFigures);
    footedTable(doc, {
      startY: y,
      head: [
        [w.category, w.lastMonth, w.average12, w.proposed, w.basis, w.othersPay, w.figureUsed],
      ],
      body:
        shown.length === 0
          ? emptyRow(w.noExpenses, 6)
          : shown.map((line) => [
              expenseCategoryName(line.category, language),
              formatUsd(line.last_month),
              formatUsd(line.average_12m),
              line.proposed === null ? '' : formatUsd(line.proposed),
              w.bases[line.basis],
              line.paid_by_others === null ? '' : formatUsd(line.paid_by_others),
              formatUsd(line.monthly),
            ]),
      foot: [
        [
          w.totalExpenses,
          '',
          '',
          '',
          '',
          formatUsd(statement.paid_by_others_total),
          formatUsd(totals.monthly_expenses),
        ],
      ],
      numeric: [1, 2, 3, 5, 6],
    });
  }
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, fl150 ? w.debts : w.debtsGeneric, roomFor(doc, y));
  footedTable(doc, {
    startY: y,
    head: [[w.creditor, w.category, w.balance, w.monthlyPayment]],
    body:
      statement.debts.length === 0
        ? emptyRow(w.noDebts, 4)
        : statement.debts.map((debt) => [
            debt.name,
            categoryName(debt.category, language),
            formatUsd(debt.balance),
            debt.monthly_payment === null ? w.notGiven : formatUsd(debt.monthly_payment),
          ]),
    foot: [
      [w.total, '', formatUsd(statement.debts_total), formatUsd(statement.debts_monthly_payments)],
    ],
    numeric: [2, 3],
  });
  y = finalY(doc, y) + SECTION_GAP_MM;

  y = heading(doc, w.assetsAndFees, roomFor(doc, y));
  footedTable(doc, {
    startY: y,
    head: [[w.assetsAndFees, w.amount]],
    body: [
      [w.totalAssets, formatUsd(statement.assets_total)],
      [w.totalDebts, formatUsd(statement.debts_total)],
      [w.feesPaid, formatUsd(statement.legal_fees_paid)],
      [
        w.feesOwed,
        statement.legal_fees_owed === null ? w.notGiven : formatUsd(statement.legal_fees_owed),
      ],
      [w.othersPayTotal, formatUsd(statement.paid_by_others_total)],
    ],
    numeric: [1],
  });

  // The draft warning again at the foot of every page, above the verification line.
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'italic');
    doc.setFontSize(8);
    doc.setTextColor(...MUTED);
    const width = doc.internal.pageSize.getWidth();
    doc.text(w.draft, width / 2, doc.internal.pageSize.getHeight() - 15, {
      align: 'center',
    });
  }
  pageFooters(doc, verification);
  return doc;
}

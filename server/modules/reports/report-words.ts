/**
 * The words of the net-worth report and the case file, in each language (docs/decisions/
 * 022-lingui.md). A report is made in the language of the request that asks for it; the
 * Spanish twin has the same shape as the English, or it does not compile. Helvetica in a PDF
 * covers Latin-1, so every Spanish letter prints.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DECISION_SOURCE_NOTES } from '@shared/decision-analysis';
import type { Language } from '@shared/language';
import { SPANISH_TEXT } from '@shared/locales/es';

/** A moment in `timeZone` as Spanish writes it ('26 de noviembre de 2026'). */
function spanish(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('es-US', { ...options, timeZone }).format(at);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where the decision analysis's rate and months come from, in the words the screen prints
 * (shared/decision-analysis.ts and its Spanish twin), so the case file never says it apart.
 */
const decisionSources = (say: (text: string) => string): string[] => [
  say(DECISION_SOURCE_NOTES.rate),
  say(DECISION_SOURCE_NOTES.months),
];

const EN = {
  networthTitle: 'Fairsplit — Net Worth Report',
  caseFileTitle: 'Fairsplit — Case File',
  generatedOn: (at: Date, timeZone: string) =>
    `Generated on ${format(at, 'MMMM d, yyyy', { in: tz(timeZone) })}`,
  summary: 'Summary',
  figure: 'Figure',
  amount: 'Amount',
  netWorth: 'Net Worth',
  totalAssets: 'Total Assets',
  totalDebts: 'Total Debts',
  assetOwnership: 'Asset Ownership',
  debtResponsibility: 'Debt Responsibility',
  owner: 'Owner',
  percentage: 'Percentage',
  assets: 'Assets',
  debts: 'Debts',
  name: 'Name',
  category: 'Category',
  ownership: 'Ownership',
  value: 'Value',
  status: 'Status',
  disputed: 'Disputed',
  agreed: 'Agreed',
  noAssets: 'No assets recorded.',
  noDebts: 'No debts recorded.',
  disputedItems: 'Disputed Items',
  type: 'Type',
  disputeNotesTitle: 'Dispute Notes',
  noDisputed: 'No disputed items.',
  asset: 'Asset',
  debt: 'Debt',
  noDisputeDetails: 'No details provided',
  proposedDivision: 'Proposed division',
  targetShare: (spouse1: string, share: number, estate: string) =>
    `${spouse1}'s target share of the marital estate: ${share}%. Marital estate: ${estate}.`,
  receivesNet: 'Receives (net)',
  shareToSell: 'Share of items to sell or undecided',
  equalizationPayment: 'Equalization payment',
  totalAfterPayment: 'Total after payment',
  whereEachItemGoes: 'Where each item goes',
  goesTo: 'Goes to',
  noMaritalItems: 'No marital items recorded.',
  separateProperty: 'Separate property',
  noSeparateProperty: 'No separate property recorded.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  verifyAt: (url: string) => `Verify at ${url}`,
  code: (code: string) => `Code ${code}`,
  // The case file
  sections: {
    summary: {
      title: 'Summary',
      contents: 'Net worth, the proposed division, expenses by month, events by concern level',
    },
    inventory: {
      title: 'Assets and debts',
      contents: 'Every item with its ownership, character, proposed division and dispute notes',
    },
    ledger: {
      title: 'Expense ledger',
      contents: 'Every expense by month, with a subtotal for each month',
    },
    timeline: {
      title: 'Event timeline',
      contents: 'Every event in date order, with its concern level',
    },
    settlement: {
      title: 'Settlement vs. trial',
      contents: 'The figures saved in the calculator, and their result on these records',
    },
    decision: {
      title: 'Decision analysis',
      contents: 'The saved analysis of settling or going to trial: its inputs, results and chart',
    },
  },
  whatsInside: "What's inside",
  verificationCode: 'Verification code',
  noItems: 'No assets or debts recorded.',
  noExpenses: 'No expenses recorded.',
  noEvents: 'No events recorded.',
  disclaimer:
    'Fairsplit gives general information only. It is not a law firm and this is not legal or financial advice.',
  preparedFor: (name: string) => `Prepared for ${name}`,
  exportedLong: (at: Date, timeZone: string) =>
    `Exported ${format(at, "MMMM d, yyyy 'at' h:mm a (O)", { in: tz(timeZone) })}`,
  exportedShort: (at: Date, timeZone: string) =>
    `Exported ${format(at, 'MMM d, yyyy HH:mm', { in: tz(timeZone) })}`,
  anyoneCanCheck: (verifyUrl: string) =>
    'Anyone can check that this case file is the one exported, unchanged, without an account: ' +
    `open ${verifyUrl} and enter the code, or open the address below.`,
  recordsUpTo: (seq: number, hash: string) => `Records up to change ${seq} · hash ${hash}`,
  page: (page: number) => `Page ${page}`,
  netWorthHeading: 'Net worth',
  expensesByMonth: 'Expenses by month',
  month: 'Month',
  expenses: 'Expenses',
  total: 'Total',
  eventsByConcern: 'Events by concern level',
  concernLevel: 'Concern level',
  events: 'Events',
  character: 'Character',
  separate: 'Separate',
  marital: 'Marital',
  disputeNotes: 'Dispute notes',
  /** 'March 2025'. */
  monthLabel: (first: Date) => format(first, 'MMMM yyyy'),
  subtotal: (month: string) => `Subtotal, ${month}`,
  date: 'Date',
  party: 'Party',
  description: 'Description',
  savedFigures: (updatedAt: Date, timeZone: string, note: string) =>
    `Figures saved in the Settlement vs. Trial Calculator on ${format(updatedAt, 'MMMM d, yyyy', { in: tz(timeZone) })}, ` +
    `applied to the records in this file. ${note}`,
  inputs: 'Inputs',
  input: 'Input',
  amountDivided: 'Amount divided',
  expensesIncurred: 'Expenses already incurred',
  settlementCosts: 'Settlement costs',
  trialCosts: 'Trial costs',
  settlementPercentage: 'Settlement percentage',
  trialWorst: 'Trial: worst case',
  trialExpected: 'Trial: expected case',
  trialBest: 'Trial: best case',
  riskTolerance: 'Risk tolerance',
  riskOf10: (tolerance: number, band: string) => `${tolerance} of 10 (${band})`,
  result: 'Result',
  outcome: 'Outcome',
  settlementAmount: 'Settlement amount',
  netSettlement: 'Net settlement (after expenses and settlement costs)',
  trialWorstNet: 'Trial, worst case (after expenses and trial costs)',
  trialExpectedCase: 'Trial, expected case',
  trialBestCase: 'Trial, best case',
  breakEven: 'Break-even settlement percentage',
  estimateOnly: 'An estimate from the figures above, not a prediction of what a court will decide.',
  dividesNetWorth: (netWorth: string) => `They divide the net worth, ${netWorth}.`,
  dividesEstate: (estate: string) =>
    `They divide the marital estate of the proposed division, ${estate}, instead of the net worth.`,
  // The decision analysis
  decisionSaved: (updatedAt: Date, timeZone: string) =>
    `Analysis saved on ${format(updatedAt, 'MMMM d, yyyy', { in: tz(timeZone) })}. ` +
    'Each amount is received, or paid when it is negative.',
  offer: 'Offer',
  monthsUntilDecision: 'Months until a decision',
  discountRate: 'Discount rate',
  percentAYear: (percent: string) => `${percent}% a year`,
  phasesOfLitigation: 'What a trial costs',
  phase: 'Step',
  hours: 'Hours',
  hourlyRate: 'Hourly rate',
  experts: 'Experts',
  courtCosts: 'Court costs',
  cost: 'Cost',
  noPhases: 'No steps of a trial given.',
  costOfLitigation: 'Cost of a trial',
  defaultsFrom: 'Where the defaults come from:',
  decisionSources: decisionSources((text) => text),
  results: 'Results',
  expectedValueOfTrial: 'Expected value of trial',
  settlementValue: 'Settlement value',
  difference: 'Difference',
  breakEvenProbability: 'Break-even probability of the best outcome',
  noBreakEven: 'No probability of the best outcome makes trial worth the same as settling.',
  differenceNote:
    'Difference: the expected value of trial less the settlement value; above zero, trial is worth more on average.',
  rangeOfOutcomes: 'Range of outcomes',
  probability: 'Probability',
  amountAtTrial: 'Amount at trial',
  netValue: 'Net value',
  netValueNote:
    "Net value: the amount at trial in today's money, discounted for the months until a decision, less the cost of a trial.",
  trialAgainstSettling: 'Trial against settling',
  whatElseMatters: 'What else matters',
};

export type ReportWords = typeof EN;

const ES: ReportWords = {
  networthTitle: 'Fairsplit — Informe de patrimonio neto',
  caseFileTitle: 'Fairsplit — Expediente',
  generatedOn: (at, timeZone) => `Hecho el ${spanish(at, timeZone, { dateStyle: 'long' })}`,
  summary: 'Resumen',
  figure: 'Cifra',
  amount: 'Monto',
  netWorth: 'Patrimonio neto',
  totalAssets: 'Total de bienes',
  totalDebts: 'Total de deudas',
  assetOwnership: 'Titularidad de los bienes',
  debtResponsibility: 'Responsabilidad de las deudas',
  owner: 'Titular',
  percentage: 'Porcentaje',
  assets: 'Bienes',
  debts: 'Deudas',
  name: 'Nombre',
  category: 'Categoría',
  ownership: 'Titularidad',
  value: 'Valor',
  status: 'Estado',
  disputed: 'En disputa',
  agreed: 'Acordado',
  noAssets: 'No hay bienes registrados.',
  noDebts: 'No hay deudas registradas.',
  disputedItems: 'Elementos en disputa',
  type: 'Tipo',
  disputeNotesTitle: 'Notas de la disputa',
  noDisputed: 'No hay elementos en disputa.',
  asset: 'Bien',
  debt: 'Deuda',
  noDisputeDetails: 'Sin detalles',
  proposedDivision: 'División propuesta',
  targetShare: (spouse1, share, estate) =>
    `Parte objetivo del patrimonio conyugal para ${spouse1}: ${share}%. Patrimonio conyugal: ${estate}.`,
  receivesNet: 'Recibe (neto)',
  shareToSell: 'Parte de los elementos por vender o sin decidir',
  equalizationPayment: 'Pago de compensación',
  totalAfterPayment: 'Total después del pago',
  whereEachItemGoes: 'A quién va cada elemento',
  goesTo: 'Va a',
  noMaritalItems: 'No hay elementos conyugales registrados.',
  separateProperty: 'Bienes propios',
  noSeparateProperty: 'No hay bienes propios registrados.',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  verifyAt: (url) => `Verifique en ${url}`,
  code: (code) => `Código ${code}`,
  sections: {
    summary: {
      title: 'Resumen',
      contents:
        'Patrimonio neto, la división propuesta, gastos por mes, eventos por nivel de preocupación',
    },
    inventory: {
      title: 'Bienes y deudas',
      contents:
        'Cada elemento con su titularidad, su carácter, la división propuesta y las notas de disputa',
    },
    ledger: {
      title: 'Libro de gastos',
      contents: 'Cada gasto por mes, con un subtotal de cada mes',
    },
    timeline: {
      title: 'Cronología de eventos',
      contents: 'Cada evento por fecha, con su nivel de preocupación',
    },
    settlement: {
      title: 'Acuerdo o juicio',
      contents: 'Las cifras guardadas en la calculadora, y su resultado con estos registros',
    },
    decision: {
      title: 'Análisis de la decisión',
      contents:
        'El análisis guardado de llegar a un acuerdo o ir a juicio: sus datos, resultados y gráfica',
    },
  },
  whatsInside: 'Qué contiene',
  verificationCode: 'Código de verificación',
  noItems: 'No hay bienes ni deudas registrados.',
  noExpenses: 'No hay gastos registrados.',
  noEvents: 'No hay eventos registrados.',
  disclaimer:
    'Fairsplit solo da información general. No es un bufete de abogados y esto no es asesoría legal ni financiera.',
  preparedFor: (name) => `Preparado para ${name}`,
  exportedLong: (at, timeZone) =>
    `Exportado el ${spanish(at, timeZone, { dateStyle: 'long', timeStyle: 'short' })} (${format(at, 'O', { in: tz(timeZone) })})`,
  exportedShort: (at, timeZone) =>
    `Exportado el ${spanish(at, timeZone, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' })}`,
  anyoneCanCheck: (verifyUrl) =>
    'Cualquier persona puede comprobar, sin una cuenta, que este expediente es el que se exportó, sin cambios: ' +
    `abra ${verifyUrl} y escriba el código, o abra la dirección de abajo.`,
  recordsUpTo: (seq, hash) => `Registros hasta el cambio ${seq} · hash ${hash}`,
  page: (page) => `Página ${page}`,
  netWorthHeading: 'Patrimonio neto',
  expensesByMonth: 'Gastos por mes',
  month: 'Mes',
  expenses: 'Gastos',
  total: 'Total',
  eventsByConcern: 'Eventos por nivel de preocupación',
  concernLevel: 'Nivel de preocupación',
  events: 'Eventos',
  character: 'Carácter',
  separate: 'Propio',
  marital: 'Conyugal',
  disputeNotes: 'Notas de la disputa',
  monthLabel: (first) =>
    capitalised(new Intl.DateTimeFormat('es-US', { month: 'long', year: 'numeric' }).format(first)),
  subtotal: (month) => `Subtotal, ${month}`,
  date: 'Fecha',
  party: 'Persona',
  description: 'Descripción',
  savedFigures: (updatedAt, timeZone, note) =>
    `Cifras guardadas en la Calculadora de acuerdo o juicio el ${spanish(updatedAt, timeZone, { dateStyle: 'long' })}, ` +
    `aplicadas a los registros de este archivo. ${note}`,
  inputs: 'Datos',
  input: 'Dato',
  amountDivided: 'Monto que se divide',
  expensesIncurred: 'Gastos ya hechos',
  settlementCosts: 'Costos del acuerdo',
  trialCosts: 'Costos del juicio',
  settlementPercentage: 'Porcentaje del acuerdo',
  trialWorst: 'Juicio: peor caso',
  trialExpected: 'Juicio: caso esperado',
  trialBest: 'Juicio: mejor caso',
  riskTolerance: 'Tolerancia al riesgo',
  riskOf10: (tolerance, band) => `${tolerance} de 10 (${band})`,
  result: 'Resultado',
  outcome: 'Resultado',
  settlementAmount: 'Monto del acuerdo',
  netSettlement: 'Acuerdo neto (después de gastos y costos del acuerdo)',
  trialWorstNet: 'Juicio, peor caso (después de gastos y costos del juicio)',
  trialExpectedCase: 'Juicio, caso esperado',
  trialBestCase: 'Juicio, mejor caso',
  breakEven: 'Porcentaje de equilibrio del acuerdo',
  estimateOnly:
    'Una estimación con las cifras de arriba, no una predicción de lo que decidirá una corte.',
  dividesNetWorth: (netWorth) => `Dividen el patrimonio neto, ${netWorth}.`,
  dividesEstate: (estate) =>
    `Dividen el patrimonio conyugal de la división propuesta, ${estate}, en lugar del patrimonio neto.`,
  decisionSaved: (updatedAt, timeZone) =>
    `Análisis guardado el ${spanish(updatedAt, timeZone, { dateStyle: 'long' })}. ` +
    'Cada monto se recibe, o se paga si es negativo.',
  offer: 'Oferta',
  monthsUntilDecision: 'Meses hasta una decisión',
  discountRate: 'Tasa de descuento',
  percentAYear: (percent) => `${percent}% al año`,
  phasesOfLitigation: 'Lo que cuesta un juicio',
  phase: 'Etapa',
  hours: 'Horas',
  hourlyRate: 'Tarifa por hora',
  experts: 'Peritos',
  courtCosts: 'Costos judiciales',
  cost: 'Costo',
  noPhases: 'No se indicaron etapas del litigio.',
  costOfLitigation: 'Costo de un juicio',
  defaultsFrom: 'De dónde vienen los valores predeterminados:',
  decisionSources: decisionSources((text) => SPANISH_TEXT.get(text) ?? text),
  results: 'Resultados',
  expectedValueOfTrial: 'Valor esperado del juicio',
  settlementValue: 'Valor del acuerdo',
  difference: 'Diferencia',
  breakEvenProbability: 'Probabilidad de equilibrio del mejor resultado',
  noBreakEven:
    'Ninguna probabilidad del mejor resultado hace que el juicio valga lo mismo que el acuerdo.',
  differenceNote:
    'Diferencia: el valor esperado del juicio menos el valor del acuerdo; por encima de cero, el juicio vale más en promedio.',
  rangeOfOutcomes: 'Rango de resultados',
  probability: 'Probabilidad',
  amountAtTrial: 'Monto en el juicio',
  netValue: 'Valor neto',
  netValueNote:
    'Valor neto: el monto en el juicio en dinero de hoy, descontado por los meses hasta una decisión, menos el costo de un juicio.',
  trialAgainstSettling: 'El juicio frente al acuerdo',
  whatElseMatters: 'Qué más importa',
};

export const REPORT_WORDS: Record<Language, ReportWords> = { en: EN, es: ES };

const documentLanguage = new WeakMap<object, Language>();

/** Marks a document as written in `language`: every part of it reads its words from here. */
export function writeIn(doc: object, language: Language): void {
  documentLanguage.set(doc, language);
}

/** The language a document is written in (English unless told). */
export function languageOf(doc: object): Language {
  return documentLanguage.get(doc) ?? 'en';
}

/** The words of the language a document is written in. */
export function wordsOf(doc: object): ReportWords {
  return REPORT_WORDS[languageOf(doc)];
}

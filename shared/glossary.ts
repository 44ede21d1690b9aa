/**
 * The glossary: the legal and money words Fairsplit uses, the one Spanish word each always
 * becomes, and a one-sentence plain explanation in both languages (the Spanish says usted).
 *
 * This list is the single source. docs/glossary.md shows it as a table, and
 * shared/glossary.test.ts holds that table to it row for row; scripts/glossary.test.ts holds the
 * Spanish catalog to its words; scripts/readability.ts holds each explanation to grade 8 or
 * below; `<GlossaryHelp term="…">` (client/src/components/ui/glossary-help.tsx) shows it beside
 * the term on a screen.
 */
import type { Language } from './language';

interface GlossaryEntry {
  /** The term as the English product says it, lower case. */
  readonly english: string;
  /** The one Spanish term it always becomes. */
  readonly spanish: string;
  /** One plain sentence saying what it means, in each language. */
  readonly explanation: Readonly<Record<Language, string>>;
}

export const GLOSSARY = [
  {
    english: 'asset',
    spanish: 'bien',
    explanation: {
      en: 'Something you own that has money value, like a house, a car or savings.',
      es: 'Algo que usted tiene y que vale dinero, como una casa, un carro o sus ahorros.',
    },
  },
  {
    english: 'debt',
    spanish: 'deuda',
    explanation: {
      en: 'Money you owe, like a mortgage, a car loan or a credit card balance.',
      es: 'Dinero que usted debe, como una hipoteca, un préstamo del carro o una tarjeta.',
    },
  },
  {
    english: 'net worth',
    spanish: 'patrimonio neto',
    explanation: {
      en: 'What you own minus what you owe.',
      es: 'Lo que usted tiene menos lo que debe.',
    },
  },
  {
    english: 'expense',
    spanish: 'gasto',
    explanation: {
      en: 'Money spent, for example on the divorce or on the children.',
      es: 'Dinero que se gastó, por ejemplo en el divorcio o en los hijos.',
    },
  },
  {
    english: 'event',
    spanish: 'evento',
    explanation: {
      en: 'Something that happened and may matter later, with its date.',
      es: 'Algo que pasó y que puede importar después, con su fecha.',
    },
  },
  {
    english: 'settlement',
    spanish: 'acuerdo',
    explanation: {
      en: 'An agreement between the two of you, instead of a judge deciding.',
      es: 'Un arreglo entre ustedes dos, en lugar de que decida un juez.',
    },
  },
  {
    english: 'trial',
    spanish: 'juicio',
    explanation: {
      en: 'A hearing where a judge decides after each side presents its case.',
      es: 'Una audiencia en la que un juez decide después de oír a cada parte.',
    },
  },
  {
    english: 'division',
    spanish: 'división',
    explanation: {
      en: 'How what you own and owe is split between the two of you.',
      es: 'Cómo se reparte entre ustedes dos lo que tienen y lo que deben.',
    },
  },
  {
    english: 'case file',
    spanish: 'expediente',
    explanation: {
      en: 'All your records in one file, to hand to a lawyer or mediator.',
      es: 'Todos sus registros en un solo archivo, para entregarlo a un abogado o mediador.',
    },
  },
  {
    english: 'spouse',
    spanish: 'cónyuge',
    explanation: {
      en: 'The person you are married to.',
      es: 'La persona con quien usted está casado o casada.',
    },
  },
  {
    english: 'attorney',
    spanish: 'abogado',
    explanation: {
      en: 'A lawyer who can advise you and speak for you in court.',
      es: 'Un abogado que puede aconsejarle y hablar por usted en la corte.',
    },
  },
  {
    english: 'lawyer',
    spanish: 'abogado',
    explanation: {
      en: 'The same as an attorney.',
      es: 'Lo mismo que un abogado.',
    },
  },
  {
    english: 'mediator',
    spanish: 'mediador',
    explanation: {
      en: 'A neutral person who helps the two of you reach an agreement.',
      es: 'Una persona neutral que les ayuda a llegar a un acuerdo.',
    },
  },
  {
    english: 'marital estate',
    spanish: 'patrimonio conyugal',
    explanation: {
      en: 'All that the two of you own and owe together, which the division splits.',
      es: 'Todo lo que ustedes dos tienen y deben juntos, y que la división reparte.',
    },
  },
  {
    english: 'marital property',
    spanish: 'bien conyugal',
    explanation: {
      en: 'What either of you got during the marriage, which is usually split.',
      es: 'Lo que cualquiera de ustedes obtuvo durante el matrimonio, que por lo general se reparte.',
    },
  },
  {
    english: 'separate property',
    spanish: 'bien propio',
    explanation: {
      en: 'What belongs to one of you alone, such as what you had before the marriage.',
      es: 'Lo que es de uno solo de ustedes, como lo que tenía antes del matrimonio.',
    },
  },
  {
    english: 'equalization payment',
    spanish: 'pago de compensación',
    explanation: {
      en: 'Money one of you pays the other so the split comes out even.',
      es: 'Dinero que uno de ustedes le paga al otro para que el reparto quede parejo.',
    },
  },
  {
    english: 'financial disclosure',
    spanish: 'declaración financiera',
    explanation: {
      en: 'A signed list of your income, costs, assets and debts that the court asks each of you to file.',
      es: 'Una lista firmada de sus ingresos, gastos, bienes y deudas que la corte les pide presentar.',
    },
  },
  {
    english: 'arrears',
    spanish: 'atrasos',
    explanation: {
      en: 'Support that was due and has not been paid yet.',
      es: 'Pagos de manutención que ya vencieron y todavía no se pagaron.',
    },
  },
  {
    english: 'expected value',
    spanish: 'valor esperado',
    explanation: {
      en: 'What a choice is worth on average: each result times how likely it is, added up.',
      es: 'Lo que vale una opción en promedio: cada resultado por lo probable que es, todo sumado.',
    },
  },
  {
    english: 'discount rate',
    spanish: 'tasa de descuento',
    explanation: {
      en: 'How much less money is worth to you when you get it later instead of now.',
      es: 'Cuánto menos vale el dinero para usted si lo recibe más tarde y no ahora.',
    },
  },
] as const satisfies readonly GlossaryEntry[];

/** A term of the glossary, in English: only these can be explained. */
export type GlossaryTerm = (typeof GLOSSARY)[number]['english'];

const BY_ENGLISH: ReadonlyMap<string, GlossaryEntry> = new Map(
  GLOSSARY.map((entry) => [entry.english, entry]),
);

/** The glossary's entry for an English term. */
export function glossaryEntry(term: GlossaryTerm): GlossaryEntry {
  // Every GlossaryTerm is an entry's `english`, so the map has it.
  return BY_ENGLISH.get(term)!;
}

/**
 * The case file's paper: US Letter where people print on it (the United States, Canada, Mexico,
 * the Philippines), A4 everywhere else. Only the default; the user can choose either.
 */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export const PAPER_SIZE_LABELS: Readonly<Record<PaperSize, string>> = {
  a4: 'A4',
  letter: 'US Letter',
};

const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH']);
/** Filipino is spoken in the Philippines only, so it means Letter even without a region. */
const LETTER_LANGUAGES = new Set(['fil']);

/**
 * The paper a browser locale ('en-US', 'es-MX', 'fil', 'de-DE') most likely prints on: Letter
 * for en-US, en-CA, es-MX, fil and the like, A4 for anything else, an unreadable tag included.
 */
export function paperSizeForLocale(locale: string | undefined): PaperSize {
  if (!locale) return 'a4';
  let language: string;
  let region: string | undefined;
  try {
    ({ language, region } = new Intl.Locale(locale));
  } catch {
    return 'a4';
  }
  if (LETTER_LANGUAGES.has(language)) return 'letter';
  return region !== undefined && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}

/**
 * Help texts a stressed person can read (docs/decisions/023-readability.md): every explanation
 * Fairsplit adds beside a term or a control reads at about grade 8 or below, in both languages.
 * Run in `npm run lint` and as a step of `npm test`; prints each text over the bar with its score
 * and exits 1 if there is one.
 *
 * **The texts.** (a) Every explanation in the glossary (shared/glossary.ts), in English and in
 * Spanish. (b) Every message of the Lingui catalogs whose extracted comment has the word `help`
 * (`msg({ message: '…', comment: 'help' })` writes `#. help` above it in the .po files): its
 * English is the msgid of en/messages.po, its Spanish the msgstr of es/messages.po. The product's
 * fixed strings (buttons, titles, errors) are not scored: they are short, and a word like
 * "Equalization payment" is the term itself, which the help explains.
 *
 * **The bar, and why.** The average American adult reads at about grade 7 to 8, and less well
 * under stress; plain-language guidance for texts the public must act on (health, courts'
 * self-help pages) aims at grade 6 to 8. So:
 * - English: Flesch–Kincaid grade level at most 8.
 *   grade = 0.39 × words per sentence + 11.8 × syllables per word − 15.59.
 * - Spanish: Fernández-Huerta reading ease at least 60. The formula is Flesch's reading ease
 *   refitted to Spanish, which has longer words than English; its bands are 90–100 very easy
 *   (grade 4), 80–90 easy (5), 70–80 fairly easy (6), 60–70 normal (7–8), 50–60 fairly hard.
 *   So 60 is the bottom of the band that matches grade 8.
 *   ease = 206.84 − 60 × syllables per word − 1.02 × words per sentence
 *   (with the average sentence length in words, as in the Flesch formula it adapts and as
 *   the common tools compute it).
 * A score is only a proxy for plain words: it catches long sentences and long words, not jargon
 * in short ones, so the glossary's words are still chosen by a person.
 *
 * **Counting.** Words are runs of letters (joined by an apostrophe or a hyphen) or numbers; a
 * placeholder (`{name}`, a plural's `#`) counts as one word of one syllable, a plural or select
 * is read in its `other` form, and the tags of rich text (`<0>…</0>`) are dropped. A sentence
 * ends at `.`, `!`, `?` or `…` followed by a space or the end (so an abbreviation like "e.g."
 * counts as one more sentence, which flatters the text: avoid them in help). English syllables
 * come from the `syllable` package (wooorm's; a dictionary of exceptions over rules), at least
 * one a word. Spanish syllables are counted by `spanishSyllables` below.
 */
import { readFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { syllable } from 'syllable';
import { GLOSSARY } from '../shared/glossary';
import type { Language } from '../shared/language';

/** The most an English help text may score on Flesch–Kincaid's grade level. */
const ENGLISH_MAX_GRADE = 8;
/** The least a Spanish help text may score on Fernández-Huerta's reading ease. */
const SPANISH_MIN_EASE = 60;

const CATALOGS: Record<Language, string> = {
  en: 'client/src/locales/en/messages.po',
  es: 'client/src/locales/es/messages.po',
};

const VOWELS = new Set('aeiouáéíóúü');
/** a, e, o: two of them side by side are two syllables (le-er, po-e-ta). */
const STRONG = new Set('aeoáéó');
/** i and u with an accent: they break from a strong vowel beside them (dí-a, pa-ís). */
const STRESSED_WEAK = new Set('íú');

/**
 * The syllables of a Spanish word, by its written vowels: each syllable has one nucleus, a vowel
 * or a diphthong or triphthong.
 * - Vowels side by side make one nucleus (a diphthong: ciu-dad, cue-ro, Uru-guay), except two
 *   strong vowels (a, e, o, with or without an accent: le-er, ca-os), and a weak vowel with an
 *   accent next to a strong one (dí-a, pa-ís, o-í-do): those are a hiatus, two nuclei.
 * - The u of que, qui, gue, gui is silent; ü is said (pin-güi-no).
 * - y is a vowel when no vowel follows it (y, hoy, muy), else a consonant (ya, cón-yu-ge).
 * - h is a consonant, as when a word is divided in writing (a-ho-rros).
 * A word without a vowel (a number, an initialism) counts as one syllable.
 */
export function spanishSyllables(word: string): number {
  const letters = word
    .toLowerCase()
    .normalize('NFC')
    .replace(/([qg])u(?=[eéií])/g, '$1');
  let count = 0;
  let previous: string | null = null;
  for (let index = 0; index < letters.length; index++) {
    let letter = letters[index]!;
    if (letter === 'y' && !VOWELS.has(letters[index + 1] ?? '')) letter = 'i';
    if (!VOWELS.has(letter)) {
      previous = null;
      continue;
    }
    if (previous === null || isHiatus(previous, letter)) count++;
    previous = letter;
  }
  return Math.max(1, count);
}

function isHiatus(first: string, second: string): boolean {
  if (STRONG.has(first) && STRONG.has(second)) return true;
  return (
    (STRESSED_WEAK.has(first) && STRONG.has(second)) ||
    (STRONG.has(first) && STRESSED_WEAK.has(second))
  );
}

function englishSyllables(word: string): number {
  return Math.max(1, syllable(word));
}

const WORD = /\p{N}+(?:[.,]\p{N}+)*|\p{L}+(?:['’-]\p{L}+)*/gu;
const SENTENCE_END = /[.!?…]+(?=\s|$)/u;

interface Counts {
  words: number;
  sentences: number;
  syllables: number;
}

function count(text: string, syllablesOf: (word: string) => number): Counts {
  const sentences = text.split(SENTENCE_END).filter((part) => part.match(WORD)).length;
  const words = text.match(WORD) ?? [];
  return {
    words: words.length,
    sentences: Math.max(1, sentences),
    syllables: words.reduce((total, word) => total + syllablesOf(word), 0),
  };
}

/** Flesch–Kincaid grade level of an English text: the school grade that can read it. */
export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = count(text, englishSyllables);
  if (words === 0) return 0;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/** Fernández-Huerta reading ease of a Spanish text: 100 very easy, 0 very hard. */
export function fernandezHuerta(text: string): number {
  const { words, sentences, syllables } = count(text, spanishSyllables);
  if (words === 0) return 100;
  return 206.84 - 60 * (syllables / words) - 1.02 * (words / sentences);
}

/**
 * A catalog message as it is read: placeholders as a one-syllable number, plurals and selects in
 * their `other` form, rich text's tags dropped.
 */
export function readableText(message: string): string {
  const read = (tokens: CompiledMessage): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') return token === '#' ? '0' : token;
        const [, type, format] = token;
        if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format) {
          const other = (format as Record<string, CompiledMessage>).other;
          return other ? read(other) : '0';
        }
        return '0';
      })
      .join('');
  return read(compileMessage(message))
    .replace(/<\/?\d+\s*\/?>/g, '')
    .trim();
}

interface HelpText {
  /** Where it is written, to fix it there. */
  where: string;
  language: Language;
  text: string;
}

/** The glossary's explanations, in both languages. */
export function glossaryHelpTexts(): HelpText[] {
  return GLOSSARY.flatMap(({ english, explanation }) =>
    (['en', 'es'] as const).map((language) => ({
      where: `shared/glossary.ts (${english})`,
      language,
      text: explanation[language],
    })),
  );
}

const HELP_COMMENT = /\bhelp\b/i;

/**
 * The help messages of one catalog (a .po file's text): those whose extracted comment has the
 * word `help`, as read in `language` (the msgid in English, the msgstr in Spanish).
 */
export async function catalogHelpTexts(
  po: string,
  language: Language,
  file: string,
): Promise<HelpText[]> {
  const catalog = await formatter({ lineNumbers: false }).parse(po, {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.values(catalog ?? {})
    .filter((entry) => !entry.obsolete)
    .filter((entry) =>
      (entry.comments ?? []).some(
        (comment) => !comment.startsWith('placeholder ') && HELP_COMMENT.test(comment),
      ),
    )
    .map((entry) => ({
      where: `${file}${entry.origin?.[0] ? ` (${entry.origin[0][0]})` : ''}`,
      language,
      text: (language === 'en' ? entry.message : entry.translation) ?? '',
    }))
    .filter((help) => help.text !== '')
    .map((help) => ({ ...help, text: readableText(help.text) }));
}

/** Every help text Fairsplit has, in both languages. */
export async function helpTexts(): Promise<HelpText[]> {
  const fromCatalogs = await Promise.all(
    (['en', 'es'] as const).map((language) =>
      catalogHelpTexts(readFileSync(CATALOGS[language], 'utf8'), language, CATALOGS[language]),
    ),
  );
  return [...glossaryHelpTexts(), ...fromCatalogs.flat()];
}

interface Score extends HelpText {
  /** Flesch–Kincaid grade in English, Fernández-Huerta ease in Spanish. */
  score: number;
  passes: boolean;
}

export function scoreHelpText(help: HelpText): Score {
  if (help.language === 'en') {
    const score = fleschKincaidGrade(help.text);
    return { ...help, score, passes: score <= ENGLISH_MAX_GRADE };
  }
  const score = fernandezHuerta(help.text);
  return { ...help, score, passes: score >= SPANISH_MIN_EASE };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scores = (await helpTexts()).map(scoreHelpText);
  const over = scores.filter((score) => !score.passes);
  for (const { where, language, text, score } of over) {
    const measure =
      language === 'en'
        ? `Flesch–Kincaid grade ${score.toFixed(1)} (at most ${ENGLISH_MAX_GRADE})`
        : `Fernández-Huerta ease ${score.toFixed(1)} (at least ${SPANISH_MIN_EASE})`;
    console.error(`${where} [${language}]: ${measure}\n  ${text}`);
  }
  if (over.length > 0) {
    console.error(
      `${over.length} of ${scores.length} help texts are over the bar: shorter sentences and shorter, everyday words bring them under it.`,
    );
    process.exit(1);
  }
  console.log(`All ${scores.length} help texts read at grade ${ENGLISH_MAX_GRADE} or below.`);
}

/**
 * What the CSV tests throw at the formula-injection rule, written out by hand rather than taken
 * from shared/csv.ts, so a character missing there makes a test fail.
 */
import fc from 'fast-check';

/** What a spreadsheet may read as the start of a formula, ASCII and full-width. */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '|', '%', '＝', '＋', '－', '＠'];

/** Characters that draw nothing, which a spreadsheet may skip before it looks for a formula. */
export const INVISIBLES = [
  ...['\u200B', '\u200C', '\u200D', '\u200E', '\u200F'],
  ...['\u2060', '\u2061', '\u2062', '\u2063', '\u2064'],
  ...['\uFEFF', '\u00AD'],
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
];

const escaped = (char: string) => `\\u{${char.codePointAt(0)!.toString(16)}}`;
const LEADING_INVISIBLE_OR_SPACE = new RegExp(`^[${INVISIBLES.map(escaped).join('')}\\s]+`, 'u');

/** Whether a cell, once what draws nothing at its start is gone, starts like a formula. */
export function startsLikeFormula(cell: string): boolean {
  const visible = cell.replace(LEADING_INVISIBLE_OR_SPACE, '');
  return FORMULA_TRIGGERS.includes(cell.charAt(0)) || FORMULA_TRIGGERS.includes(visible.charAt(0));
}

/**
 * Any text, short, with triggers, invisible characters, spaces and apostrophes far more often
 * than chance would put them at its start.
 */
export const anyCellText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...FORMULA_TRIGGERS, ...INVISIBLES, ' ', '\u00A0', '\n', "'"),
    fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
  ),
  maxLength: 8,
});

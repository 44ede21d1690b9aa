import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRecord, neutraliseText, readNeutralisedText } from './csv';
import { anyCellText, INVISIBLES, startsLikeFormula } from './test-fixtures/formula-cells';

describe('the CSV writer', () => {
  it('quotes only what must be quoted, doubles quotes and ends records with CRLF', () => {
    expect(csvRecord(['1', 'plain', 'a,b', 'say "hi"', 'two\nlines', ''])).toBe(
      '1,plain,"a,b","say ""hi""","two\nlines",\r\n',
    );
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1 555', "'+1 555"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTab', "'\tTab"],
    ['\rCR', "'\rCR"],
    ["'quoted", "''quoted"],
    ['Rent', 'Rent'],
  ])('neutralises %j as %j, and reads it back', (text, written) => {
    expect(neutraliseText(text)).toBe(written);
    expect(readNeutralisedText(written)).toBe(text);
  });

  it.each([
    ['＝HYPERLINK("http://x")', '\'＝HYPERLINK("http://x")'],
    ['＋1 555', "'＋1 555"],
    ['－5', "'－5"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    ['|cmd', "'|cmd"],
    ['%APPDATA%', "'%APPDATA%"],
  ])('neutralises the full-width, pipe and percent trigger %j as %j', (text, written) => {
    expect(neutraliseText(text)).toBe(written);
    expect(readNeutralisedText(written)).toBe(text);
  });

  it.each([
    ...INVISIBLES.map((invisible) => `${invisible}=1+1`),
    '\u200B\u200E\uFEFF@cmd',
    ' =1+1',
    '\u00A0+1',
    '\u3000-5',
    '\n=1',
    ' \u200B\u00A0＝1',
    '\u2066|cmd\u2069',
  ])(
    'neutralises %j, where only invisible characters or spaces come before the trigger',
    (text) => {
      expect(neutraliseText(text)).toBe(`'${text}`);
      expect(readNeutralisedText(neutraliseText(text))).toBe(text);
    },
  );

  it.each([' Rent', '\u200BRent', '\u00A0Court fee', 'a=b', '100% of the fee', 'Rent | Utilities'])(
    'leaves %j as it is: no trigger at its start',
    (text) => {
      expect(neutraliseText(text)).toBe(text);
    },
  );

  it('never writes a cell whose visible start is a trigger, and always reads back what it wrote', () => {
    fc.assert(
      fc.property(anyCellText, (text) => {
        const cell = neutraliseText(text);
        return !startsLikeFormula(cell) && readNeutralisedText(cell) === text;
      }),
      { numRuns: 2000 },
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryEntry } from './glossary';

/** docs/glossary.md's table, one row of cells per term (the header and its rule left out). */
function documentedRows(): string[][] {
  return readFileSync('docs/glossary.md', 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| English'))
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the glossary', () => {
  it('is what docs/glossary.md shows, row for row', () => {
    expect(documentedRows()).toEqual(
      GLOSSARY.map((entry) => [
        entry.english,
        entry.spanish,
        entry.explanation.en,
        entry.explanation.es,
      ]),
    );
  });

  it('has each English term once, in lower case', () => {
    const terms = GLOSSARY.map((entry) => entry.english);
    expect(new Set(terms).size).toBe(terms.length);
    expect(terms.every((term) => term === term.toLowerCase())).toBe(true);
  });

  it('explains each term in one sentence in each language', () => {
    const explanations = GLOSSARY.flatMap((entry) => [entry.explanation.en, entry.explanation.es]);
    const notOneSentence = explanations.filter((text) => !/^[^.!?]+\.$/.test(text));
    expect(notOneSentence).toEqual([]);
  });

  it('looks a term up by its English', () => {
    expect(glossaryEntry('net worth')).toEqual({
      english: 'net worth',
      spanish: 'patrimonio neto',
      explanation: {
        en: 'What you own minus what you owe.',
        es: 'Lo que usted tiene menos lo que debe.',
      },
    });
    expect(glossaryEntry('spouse').spanish).toBe('cónyuge');
  });
});

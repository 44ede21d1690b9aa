import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../shared/glossary';
import {
  catalogHelpTexts,
  fernandezHuerta,
  fleschKincaidGrade,
  glossaryHelpTexts,
  helpTexts,
  readableText,
  scoreHelpText,
  spanishSyllables,
} from './readability';

describe('Spanish syllables', () => {
  it.each([
    ['patrimonio', 4],
    ['cónyuge', 3],
    ['día', 2],
    ['acuerdo', 3],
    ['país', 2],
    // Diphthongs and triphthongs: one nucleus.
    ['ciudad', 2],
    ['audiencia', 3],
    ['expediente', 4],
    ['manutención', 4],
    ['compensación', 4],
    ['Uruguay', 3],
    ['buey', 1],
    // Hiatus: two strong vowels, or an accented i or u beside a strong one.
    ['leer', 2],
    ['poeta', 3],
    ['oído', 3],
    ['reír', 2],
    // The silent u of que, qui, gue, gui; the ü that is said.
    ['que', 1],
    ['guerra', 2],
    ['quien', 1],
    ['pingüino', 3],
    // y: a vowel at the end, a consonant before a vowel.
    ['y', 1],
    ['hoy', 1],
    ['muy', 1],
    ['leyes', 2],
    ['mayo', 2],
    // h divides, as in writing.
    ['ahorros', 3],
    ['Matrimonio', 4],
    ['2026', 1],
  ])('“%s” has %i', (word, syllables) => {
    expect(spanishSyllables(word)).toBe(syllables);
  });
});

describe('the scores', () => {
  it('grades English by Flesch–Kincaid', () => {
    // 6 words, 6 syllables, 1 sentence: 0.39 × 6 + 11.8 × 1 − 15.59.
    expect(fleschKincaidGrade('The cat sat on the mat.')).toBeCloseTo(-1.45, 2);
    // 7 words, 8 syllables, 2 sentences: 0.39 × 3.5 + 11.8 × 8 / 7 − 15.59.
    expect(fleschKincaidGrade('The cat sat. The dog ran away!')).toBeCloseTo(-0.74, 2);
  });

  it('scores Spanish by Fernández-Huerta', () => {
    // 8 words, 12 syllables, 1 sentence: 206.84 − 60 × 1.5 − 1.02 × 8.
    expect(fernandezHuerta('Lo que usted tiene menos lo que debe.')).toBeCloseTo(108.68, 2);
    // ¿ and ¡ open a sentence; ? and ! end it: 4 words, 7 syllables, 2 sentences.
    expect(fernandezHuerta('¿Tiene deudas? ¡Pague hoy!')).toBeCloseTo(206.84 - 105 - 2.04, 2);
  });

  it('holds English to grade 8 and Spanish to an ease of 60', () => {
    const hard =
      'Notwithstanding the foregoing, equitable distribution contemplates the characterization of property acquired during coverture.';
    expect(scoreHelpText({ where: 'x', language: 'en', text: hard }).passes).toBe(false);
    expect(
      scoreHelpText({ where: 'x', language: 'en', text: 'What you own minus what you owe.' })
        .passes,
    ).toBe(true);
    const hardSpanish =
      'La caracterización patrimonial correspondiente determinará consecuentemente la distribución equitativa.';
    expect(scoreHelpText({ where: 'x', language: 'es', text: hardSpanish }).passes).toBe(false);
  });
});

describe('a catalog message as read', () => {
  it('reads placeholders as a number, plurals in their other form, without tags', () => {
    expect(
      readableText('{rowTotal, plural, one {# row} other {# rows}} in <0>{fileName}</0>.'),
    ).toBe('0 rows in 0.');
    expect(readableText('{who, select, spouse1 {You} other {They}} pay {amount}.')).toBe(
      'They pay 0.',
    );
  });
});

const PO = (translated: (english: string) => string) => `msgid ""
msgstr ""
"Language: xx\\n"

#. help
#: client/src/features/division/components/target-card.tsx
msgid "The share of the marital estate each of you gets."
msgstr "${translated('The share of the marital estate each of you gets.')}"

#. placeholder {0}: helpText
#: client/src/features/division/components/target-card.tsx
msgid "Read {0}"
msgstr "${translated('Read {0}')}"

#: client/src/features/division/components/target-card.tsx
msgid "Save"
msgstr "${translated('Save')}"
`;

describe('the help texts', () => {
  it('takes the catalog messages whose comment says help, English from en and Spanish from es', async () => {
    const english = await catalogHelpTexts(
      PO(() => ''),
      'en',
      'en.po',
    );
    expect(english).toEqual([
      {
        where: 'en.po (client/src/features/division/components/target-card.tsx)',
        language: 'en',
        text: 'The share of the marital estate each of you gets.',
      },
    ]);
    const spanish = await catalogHelpTexts(
      PO((id) => (id === 'Save' ? 'Guardar' : `ES ${id}`)),
      'es',
      'es.po',
    );
    expect(spanish.map((help) => help.text)).toEqual([
      'ES The share of the marital estate each of you gets.',
    ]);
  });

  it('include every glossary explanation in both languages', async () => {
    const texts = await helpTexts();
    expect(glossaryHelpTexts()).toHaveLength(2 * GLOSSARY.length);
    expect(texts).toEqual(expect.arrayContaining(glossaryHelpTexts()));
    expect(texts).toContainEqual({
      where: 'shared/glossary.ts (net worth)',
      language: 'es',
      text: 'Lo que usted tiene menos lo que debe.',
    });
  });

  it('all read at grade 8 or below', async () => {
    const over = (await helpTexts()).map(scoreHelpText).filter((score) => !score.passes);
    expect(over).toEqual([]);
  });
});

/**
 * One English word, one Spanish word (shared/glossary.ts, shown in docs/glossary.md): every
 * message in the Spanish catalog that uses a glossary term in English uses the glossary's Spanish
 * term in its translation.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../shared/glossary';

interface Term {
  english: string;
  spanish: string;
}

function glossary(): Term[] {
  return GLOSSARY.map(({ english, spanish }) => ({ english, spanish }));
}

const unquote = (quoted: string) => JSON.parse(quoted) as string;

/** The catalog's messages and their translations (a .po file's msgid and msgstr pairs). */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let translation = '';
  const flush = () => {
    if (id) entries.set(id, translation);
    id = '';
    translation = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1] as 'msgid' | 'msgstr';
      if (field === 'msgid') id = unquote(start[2]!);
      else translation = unquote(start[2]!);
    } else if (line.startsWith('"') && field) {
      if (field === 'msgid') id += unquote(line);
      else translation += unquote(line);
    } else {
      field = null;
    }
  }
  flush();
  return entries;
}

/** The term at a word's start, each of its words in any ending ('bien propio' in 'bienes propios'). */
const words = (text: string) => new RegExp(`\\b${text.split(' ').join('\\p{L}*\\s+')}`, 'iu');

describe('the glossary', () => {
  const terms = glossary();
  const catalog = readPo('client/src/locales/es/messages.po');

  it('has its terms', () => {
    expect(terms.map((term) => term.english)).toContain('net worth');
    expect(terms.every((term) => term.english && term.spanish)).toBe(true);
  });

  it.each(terms.map((term) => [term.english, term.spanish] as const))(
    'every message saying “%s” says “%s” in Spanish',
    (english, spanish) => {
      const stray = [...catalog]
        .filter(([id, translation]) => translation && words(english).test(id))
        .filter(([, translation]) => !words(spanish).test(translation))
        .map(([id, translation]) => `${id} → ${translation}`);
      expect(stray).toEqual([]);
    },
  );
});

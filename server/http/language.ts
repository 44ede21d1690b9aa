/**
 * The language the API answers in (docs/decisions/022-lingui.md): the one the request's
 * Accept-Language prefers among those Fairsplit speaks, else English. The browser sends the
 * language the user chose; mail sent later, with no request, follows the account's saved choice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Request, RequestHandler } from 'express';
import { LANGUAGES, type Language } from '@shared/language';
import { SPANISH_TEXT } from '@shared/locales/es';

export function requestLanguage(req: Request): Language {
  const chosen = req.acceptsLanguages(...LANGUAGES);
  return chosen === 'es' ? 'es' : 'en';
}

const answering = new AsyncLocalStorage<Language>();

/**
 * Holds the request's language for everything the request sets off, down to a mail queued
 * after the answer went out: the reset link is in the language the page was in.
 */
export const keepRequestLanguage: RequestHandler = (req, _res, next) => {
  answering.run(requestLanguage(req), next);
};

/** The language of the request being answered; English outside any request. */
export function answerLanguage(): Language {
  return answering.getStore() ?? 'en';
}

/** A message of shared/ in `language`; any other text as it is. */
export function translateText(text: string, language: Language): string {
  return language === 'es' ? (SPANISH_TEXT.get(text) ?? text) : text;
}

const ROW = /^row (\d+): /;

/**
 * An error's details in `language`: each of its '; '-separated parts is 'path: message' (or
 * 'row 3: path: message' for an import), and the message is translated, the field path kept.
 */
export function translateDetails(details: string, language: Language): string {
  if (language === 'en') return details;
  return details
    .split('; ')
    .map((part) => {
      const row = ROW.exec(part);
      const rest = row ? part.slice(row[0].length) : part;
      return (row ? `fila ${row[1]}: ` : '') + translateMessageAfterPath(rest);
    })
    .join('; ');
}

/** 'amount: Amount must be positive' → 'amount: El monto debe ser positivo'. */
function translateMessageAfterPath(part: string): string {
  for (let at = 0; at !== -1; at = part.indexOf(': ', at + 1)) {
    const start = at === 0 ? 0 : at + 2;
    const translated = SPANISH_TEXT.get(part.slice(start));
    if (translated !== undefined) return part.slice(0, start) + translated;
  }
  return part;
}

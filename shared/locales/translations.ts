/**
 * How `shared/` messages are translated (docs/decisions/022-lingui.md). The server and the
 * browser both say them, and the server does not run Lingui's macros, so each message object
 * has a Spanish twin of the same shape: a key missing from the twin, or one the English no longer
 * has, is a type error.
 */

/** A message object's translation: every key, and only its keys. Functions keep their arguments. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K] extends object
        ? Translation<T[K]>
        : T[K];
};

/** One English message object and its translation, registered together. */
export interface TranslatedMessages<T extends object = object> {
  readonly english: T;
  readonly translation: Translation<T>;
}

export function translated<T extends object>(
  english: T,
  translation: Translation<T>,
): TranslatedMessages<T> {
  return { english, translation };
}

/** Every English text of the registered objects, with its translation (functions left out). */
export function textTable(all: readonly TranslatedMessages[]): Map<string, string> {
  const table = new Map<string, string>();
  const walk = (english: unknown, translation: unknown) => {
    if (typeof english === 'string' && typeof translation === 'string') {
      const known = table.get(english);
      if (known !== undefined && known !== translation) {
        throw new Error(`"${english}" is translated two ways: "${known}" and "${translation}"`);
      }
      table.set(english, translation);
    } else if (english && typeof english === 'object' && translation) {
      for (const key of Object.keys(english)) {
        walk(
          (english as Record<string, unknown>)[key],
          (translation as Record<string, unknown>)[key],
        );
      }
    }
  };
  for (const { english, translation } of all) walk(english, translation);
  return table;
}

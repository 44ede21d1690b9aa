/**
 * Texts kept in a module-level constant, read as plain strings in the language being spoken at
 * the moment they are read (docs/decisions/022-lingui.md). Each text is a `msg` descriptor; the
 * object handed out has the same shape with strings (getters), so code and tests that read
 * `TEXTS.title` as a string keep working, and read Spanish once Spanish is active. A component
 * reading them re-renders on a language change through its own `useLingui()` (or its page's).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';

type LiveTexts<T> = {
  readonly [K in keyof T]: T[K] extends MessageDescriptor
    ? string
    : T[K] extends (...args: infer A) => MessageDescriptor
      ? (...args: A) => string
      : T[K] extends (...args: never[]) => unknown
        ? T[K]
        : T[K] extends object
          ? LiveTexts<T[K]>
          : T[K];
};

function isDescriptor(value: unknown): value is MessageDescriptor {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

/**
 * `descriptors` with each descriptor read, when it is read, in the language being spoken. An
 * array stays an array (its items are read as they are iterated or indexed).
 */
export function liveTexts<T extends object>(descriptors: T): LiveTexts<T> {
  const texts: object = Array.isArray(descriptors) ? new Array<unknown>(descriptors.length) : {};
  for (const [key, value] of Object.entries(descriptors)) {
    if (isDescriptor(value)) {
      Object.defineProperty(texts, key, { enumerable: true, get: () => i18n._(value) });
    } else if (typeof value === 'function') {
      const describe = value as (...args: unknown[]) => unknown;
      const read = (...args: unknown[]) => {
        const text = describe(...args);
        return isDescriptor(text) ? i18n._(text) : text;
      };
      Object.defineProperty(texts, key, { enumerable: true, value: read });
    } else if (typeof value === 'object' && value !== null) {
      Object.defineProperty(texts, key, { enumerable: true, value: liveTexts(value) });
    } else {
      Object.defineProperty(texts, key, { enumerable: true, value });
    }
  }
  return texts as LiveTexts<T>;
}

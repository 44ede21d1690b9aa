/**
 * Where the browser reports failures that the user is not shown
 * (docs/product.md#messages-word-for-word: a failed database registration is only logged). One
 * module, so the console is used on purpose and in one place.
 */
/* eslint-disable no-console */
export const logger = {
  warn(message: string, detail?: unknown): void {
    if (detail === undefined) console.warn(message);
    else console.warn(message, detail);
  },
  error(message: string, detail?: unknown): void {
    if (detail === undefined) console.error(message);
    else console.error(message, detail);
  },
};

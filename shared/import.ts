/**
 * What every CSV import shares, the browser's checks and the server's: at most 5,000 rows and
 * 2 MB, all written or none, and the messages that say so. POST /api/expenses/import and
 * POST /api/networth/import both take `{ rows }` and check each row with the schema a single
 * POST uses.
 */
import { z } from 'zod';

/** An import writes at most this many rows, all or none. */
export const MAX_IMPORT_ROWS = 5000;
/** The largest CSV file the browser sends on, and the import body the server reads. */
export const MAX_IMPORT_FILE_BYTES = 2 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noRows: 'There are no rows to import',
  tooManyRows: 'An import takes at most 5,000 rows',
  invalidRows: 'Some rows are not valid; nothing was imported',
  fileTooLarge: 'The file is larger than 2 MB',
  notText: 'This file is not a CSV text file',
  undoIdsInvalid: 'List the ids of the imported rows',
  undoChanged:
    'Some of the imported rows have already been deleted, so the import cannot be undone as a whole. Delete the rest one by one.',
  undoneTitle: 'Import undone',
  undoFailedTitle: 'Could not undo the import',
  undoAction: 'Undo this import',
} as const;

/** The body of an import: the rows, each still to be checked by the tracker's own schema. */
export const importRowsSchema = z.object({
  rows: z
    .array(z.unknown(), { error: IMPORT_MESSAGES.noRows })
    .min(1, { error: IMPORT_MESSAGES.noRows })
    .max(MAX_IMPORT_ROWS, { error: IMPORT_MESSAGES.tooManyRows }),
});

/**
 * The body of "Undo this import": the ids the import answered with. The server deletes exactly
 * those rows, all or none, each with its delete revision (they can be restored from Deleted
 * items like any other).
 */
export const undoImportSchema = z.object({
  ids: z
    .array(z.number({ error: IMPORT_MESSAGES.undoIdsInvalid }).int().positive(), {
      error: IMPORT_MESSAGES.undoIdsInvalid,
    })
    .min(1, { error: IMPORT_MESSAGES.undoIdsInvalid })
    .max(MAX_IMPORT_ROWS, { error: IMPORT_MESSAGES.tooManyRows }),
});

export interface UndoImportResponse {
  removed: number;
}

/** POST …/import/undo's answer, as the client reads it: how many imported records it removed. */
export const undoImportResponseSchema = z.object({
  removed: z.number(),
}) satisfies z.ZodType<UndoImportResponse>;

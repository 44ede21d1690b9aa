/**
 * The data download (GET /api/account/export, any signed-in user, free or premium): everything
 * the product keeps about the user, as one ZIP of JSON files, the trackers' CSV files and a
 * README (or one JSON file), made as it is streamed. A data_export snapshot is taken first, its
 * code goes in the README, and the file's SHA-256 and signed receipt are recorded on it before
 * its last bytes go out, so /verify can vouch for the download.
 */
import {
  ACCOUNT_EXPORT_PARTS,
  accountExportReadme,
  type AccountExportPart,
  type AccountExportFormat,
} from '@shared/account';
import { EXPORT_FILES, type ExportTracker } from '@shared/csv';
import type { User } from '../../db/schema';
import type { AppDatabase } from '../../db/connect';
import { zipStream } from '../../http/zip-stream';
import { SIGN_INS_CSV_FILE, signInsCsv } from '../devices/devices.service';
import { type DocumentStores, readDocumentOf } from '../documents/documents.service';
import { finishExport, recordedBeforeLast, startExport } from '../evidence/evidence.service';
import { exportCsvText } from '../export/export.service';
import { collectAccountData } from './account.service';

const encoder = new TextEncoder();

/** One JSON file: the README, the export's time and code, then each part. */
function* jsonOf(
  head: Record<string, unknown>,
  data: Record<AccountExportPart, unknown>,
): Generator<Uint8Array> {
  const opening = JSON.stringify(head, null, 2);
  yield encoder.encode(opening.slice(0, -2));
  for (const [part] of ACCOUNT_EXPORT_PARTS) {
    const value = JSON.stringify(data[part], null, 2).replace(/\n/g, '\n  ');
    yield encoder.encode(`,\n  ${JSON.stringify(part)}: ${value}`);
  }
  yield encoder.encode('\n}\n');
}

export interface AccountExportDownload {
  fileName: string;
  contentType: string;
  /** The file's bytes, the last one held back until its fingerprint is recorded. */
  chunks: AsyncGenerator<Uint8Array>;
}

/** The user's data download in `format`, under a new verification code. */
export async function makeAccountExport(
  db: AppDatabase,
  stores: DocumentStores,
  user: User,
  format: AccountExportFormat,
  /** PUBLIC_URL: the README's /verify address comes from configuration only. */
  publicUrl: string,
): Promise<AccountExportDownload> {
  const data = await collectAccountData(db, user);
  // The ZIP also holds each tracker as the CSV its export makes (read before the snapshot, so
  // the code vouches for records that are all in the file).
  const spreadsheets =
    format === 'zip'
      ? [
          ...(await Promise.all(
            (Object.entries(EXPORT_FILES) as [ExportTracker, string][]).map(
              async ([tracker, name]) => ({
                name,
                text: await exportCsvText(db, user.id, tracker),
              }),
            ),
          )),
          { name: SIGN_INS_CSV_FILE, text: signInsCsv(data.sign_ins) },
        ]
      : [];
  const snapshot = await startExport(db, user.id, 'data_export');
  const readme = accountExportReadme({
    exportedAt: snapshot.created_at,
    code: snapshot.code,
    verifyUrl: `${publicUrl}/verify?code=${snapshot.code}`,
    spreadsheets: spreadsheets.map((file) => file.name),
  });
  const fileName = `fairsplit-data-${snapshot.created_at.slice(0, 10)}.${format}`;

  const chunks =
    format === 'zip'
      ? zipStream(
          [
            ...[
              { name: 'README.txt', text: readme },
              ...ACCOUNT_EXPORT_PARTS.map(([part]) => ({
                name: `${part}.json`,
                text: `${JSON.stringify(data[part], null, 2)}\n`,
              })),
              ...spreadsheets,
            ].map(({ name, text }) => ({ name, bytes: encoder.encode(text), deflate: true })),
            // Documents (PDFs, photos) are compressed already: kept as they are.
            ...data.documents.flatMap((document) =>
              document.file
                ? [
                    {
                      name: document.file,
                      bytes: readDocumentOf(db, stores, user.id, document.id),
                      deflate: false,
                    },
                  ]
                : [],
            ),
          ],
          new Date(snapshot.created_at),
        )
      : jsonOf(
          {
            readme,
            exported_at: snapshot.created_at,
            verification_code: snapshot.code,
          },
          data,
        );
  return {
    fileName,
    contentType: format === 'zip' ? 'application/zip' : 'application/json; charset=utf-8',
    chunks: recordedBeforeLast(chunks, async (file) => {
      await finishExport(db, user.id, snapshot, [{ name: fileName, ...file }]);
    }),
  };
}

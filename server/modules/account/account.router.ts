/**
 * GET /api/account/export (any signed-in user, free or premium): everything the product keeps
 * about the caller, as one ZIP of JSON files, the trackers' CSV files and a README (or one JSON
 * file), streamed as it is made. A data_export snapshot is taken first, its code goes in the
 * README, and the file's SHA-256 and signed receipt are recorded on it before its last bytes go
 * out, so /verify can vouch for the download.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { Zip, ZipDeflate } from 'fflate';
import { EXPORT_FILES, type ExportTracker } from '@shared/csv';
import { partiesSchema } from '@shared/parties';
import {
  ACCOUNT_DELETE_MESSAGES,
  accountDeleteSchema,
  ACCOUNT_EXPORT_PARTS,
  accountExportQuerySchema,
  accountExportReadme,
  type AccountExportPart,
  emailPreferencesSchema,
} from '@shared/account';
import { AppError } from '../../http/app-error';
import { hitRateLimit, PASSWORD_RECONFIRM_LIMIT } from '../../http/rate-limit';
import { loadUser, requireAuth, requireUser } from '../../http/require-user';
import { parseBody } from '../../http/validate';
import { finishExport, startExport } from '../evidence/evidence.service';
import { exportCsvText } from '../export/export.service';
import {
  type AccountDeletionDeps,
  deleteAccount,
  finishSupabaseDeletion,
  isDeletedAccount,
} from './account-deletion';
import { saveParties, toParties } from '../users/users.service';
import { collectAccountData } from './account.service';
import { SIGN_INS_CSV_FILE, signInsCsv } from '../devices/devices.service';
import { setMarketingOptIn, toEmailPreferences } from './email-preferences';

const encoder = new TextEncoder();

/** The files' bytes as fflate's streaming ZIP hands them over, file by file. */
function* zipOf(files: { name: string; text: string }[], modified: Date): Generator<Uint8Array> {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  for (const file of files) {
    const entry = new ZipDeflate(file.name, { level: 6 });
    entry.mtime = modified;
    zip.add(entry);
    entry.push(encoder.encode(file.text), true);
    if (failure) throw failure;
    yield* pending.splice(0);
  }
  zip.end();
  yield* pending.splice(0);
}

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

export function accountRouter(deps: AccountDeletionDeps): Router {
  const { config, db, auth } = deps;
  const router = Router();
  router.use(requireAuth(auth.verifier));

  /**
   * POST /api/account/delete: the account and everything in it, for good (account-deletion.ts).
   * With hosted Supabase, a caller whose records are already gone (an earlier call could not
   * remove the sign-in) has no users row: the same call then finishes the job. With the
   * built-in auth server such a caller has no session left, and loadUser answers 401.
   */
  router.post('/delete', async (req, res) => {
    const claims = req.auth!;
    const unfinished = config.auth.mode === 'supabase' && (await isDeletedAccount(db, claims.sub));
    const user = unfinished ? null : await loadUser(db, req);
    const credentials = parseBody(accountDeleteSchema, req.body);
    // Counted per account (its auth id, which outlives the users row), whichever path it takes.
    const limit = await hitRateLimit(
      db,
      `account-delete:auth:${claims.sub}`,
      PASSWORD_RECONFIRM_LIMIT.max,
      PASSWORD_RECONFIRM_LIMIT.windowSeconds,
    );
    if (!limit.allowed) {
      res.set('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError('rate_limited', ACCOUNT_DELETE_MESSAGES.tooManyAttempts);
    }
    if (user) await deleteAccount(deps, user, claims.sub, credentials);
    else await finishSupabaseDeletion(deps, claims, credentials);
    res.json({ deleted: true });
  });

  // Every route below needs the user's row (created on a first visit).
  router.use(requireUser(db));

  /** Email preferences, for every signed-in user (email-preferences.ts). */
  router.get('/email-preferences', (req, res) => {
    res.json(toEmailPreferences(req.user!));
  });

  router.put('/email-preferences', async (req, res) => {
    const { marketing_emails } = parseBody(emailPreferencesSchema, req.body);
    res.json(await setMarketingOptIn(db, req.user!.id, marketing_emails));
  });

  /** "Who is who" (shared/parties.ts), for every signed-in user. */
  router.get('/parties', (req, res) => {
    res.json(toParties(req.user!));
  });

  router.put('/parties', async (req, res) => {
    res.json(await saveParties(db, req.user!.id, parseBody(partiesSchema, req.body)));
  });

  router.get('/export', async (req, res) => {
    const { format } = parseBody(accountExportQuerySchema, req.query);
    const user = req.user!;
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
      verifyUrl: `${config.publicUrl}/verify?code=${snapshot.code}`,
      spreadsheets: spreadsheets.map((file) => file.name),
    });
    const fileName = `fairsplit-data-${snapshot.created_at.slice(0, 10)}.${format}`;
    res.set({
      'Content-Type': format === 'zip' ? 'application/zip' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    });

    const chunks =
      format === 'zip'
        ? zipOf(
            [
              { name: 'README.txt', text: readme },
              ...ACCOUNT_EXPORT_PARTS.map(([part]) => ({
                name: `${part}.json`,
                text: `${JSON.stringify(data[part], null, 2)}\n`,
              })),
              ...spreadsheets,
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
    // The file's fingerprint is recorded before its last bytes go out: whoever holds the whole
    // file can verify it at once (recorded after the end, a quick /verify could find no file).
    const hash = createHash('sha256');
    let bytes = 0;
    const recordedThenLast = async function* () {
      let previous: Uint8Array | null = null;
      for (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.byteLength;
        if (previous) yield previous;
        previous = chunk;
      }
      await finishExport(db, user.id, snapshot, [
        { name: fileName, sha256: hash.digest('hex'), bytes },
      ]);
      if (previous) yield previous;
    };
    try {
      await pipeline(Readable.from(recordedThenLast()), res);
    } catch (error) {
      // The browser went away; the snapshot names the file only if all of it was made.
      if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
      throw error;
    }
  });

  return router;
}

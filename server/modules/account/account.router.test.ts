import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import type { Response } from 'superagent';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_PARTS } from '@shared/account';
import { TEST_DRIVERS } from '../../test/databases';
import { DECISION_BODY, SCENARIO_BODY } from '../../test/routes';
import { tablesWithUserId, USER_TABLES } from '../../test/user-tables';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { type ApiClient, VALID_BODIES } from '../../test/trackers';

/** The body's bytes, whatever its type. */
function binary(response: Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function download(api: ApiClient, format: 'zip' | 'json') {
  const response = await api.get(`/api/account/export?format=${format}`).buffer(true).parse(binary);
  expect(response.status).toBe(200);
  return { response, bytes: response.body as Buffer };
}

const PARTS = ACCOUNT_EXPORT_PARTS.map(([part]) => part);

describe.each(TEST_DRIVERS)('GET /api/account/export on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);

  async function userWithRecords() {
    const member = await context.premiumUser();
    const expense = (await member.api.post('/api/expenses', VALID_BODIES.expenses)).body;
    await member.api.put(`/api/expenses/${expense.id}`, { ...VALID_BODIES.expenses, amount: 7 });
    await member.api.post('/api/events', VALID_BODIES.events);
    await member.api.post('/api/networth', VALID_BODIES.networth);
    await member.api.put('/api/networth/division', { target_share: 60 });
    expect((await member.api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
    expect((await member.api.put('/api/decision-analysis', DECISION_BODY)).status).toBe(200);
    const receipt = Buffer.from('Receipt: retainer, $900.00');
    const document = await member.api.upload(
      '/api/documents',
      { bytes: receipt, filename: 'retainer receipt.txt' },
      { sha256: createHash('sha256').update(receipt).digest('hex') },
    );
    expect(document.status).toBe(201);
    await member.api.post(`/api/documents/${document.body.id}/links`, {
      entity: 'expense',
      entity_id: expense.id,
    });
    return { ...member, receipt, documentId: document.body.id as number };
  }

  it('gives a ZIP of a README, one JSON file per part and the trackers’ CSVs, holding exactly the caller’s rows', async () => {
    const { api, user, receipt, documentId } = await userWithRecords();
    const other = await userWithRecords();

    const { response, bytes } = await download(api, 'zip');

    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="fairsplit-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(bytes));
    expect(Object.keys(files)).toEqual([
      'README.txt',
      ...PARTS.map((part) => `${part}.json`),
      'expenses.csv',
      'events.csv',
      'networth.csv',
      'sign-ins.csv',
      `documents/${documentId}-retainer receipt.txt`,
    ]);
    const read = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    // The file as uploaded, listed with its fingerprint and the record it proves.
    expect(Buffer.from(files[`documents/${documentId}-retainer receipt.txt`]!)).toEqual(receipt);
    expect(read('documents.json')).toEqual([
      expect.objectContaining({
        id: documentId,
        name: 'retainer receipt.txt',
        sha256: createHash('sha256').update(receipt).digest('hex'),
        links: [{ entity: 'expense', entity_id: expect.any(Number) }],
        file: `documents/${documentId}-retainer receipt.txt`,
        purged_at: null,
      }),
    ]);
    // The lists as the trackers answer them, but for the count of documents (documents.json).
    const withoutCounts = (records: { document_count?: number }[]) =>
      records.map(({ document_count: _count, ...record }) => record);
    // Each CSV is the tracker's own export, byte for byte, and the README names it.
    const readme = new TextDecoder().decode(files['README.txt']);
    for (const name of ['expenses.csv', 'events.csv', 'networth.csv']) {
      const exported = await api.get(`/api/export/${name}`);
      expect(exported.status).toBe(200);
      const bom = new TextDecoder('utf-8', { ignoreBOM: true });
      expect(bom.decode(files[name])).toBe(exported.text);
      expect(readme).toContain(`${name} — your `);
    }
    expect(read('profile.json')).toMatchObject({ id: user.id, email: user.email });
    expect(read('expenses.json')).toEqual(withoutCounts((await api.get('/api/expenses')).body));
    expect(read('events.json')).toEqual(withoutCounts((await api.get('/api/events')).body));
    expect(read('networth_items.json')).toEqual(
      withoutCounts((await api.get('/api/networth')).body.items),
    );
    expect(read('division.json')).toEqual({ target_share: 60 });
    const decision = (await api.get('/api/decision-analysis')).body;
    expect(read('settlement.json')).toEqual({
      scenario: { ...SCENARIO_BODY, updated_at: expect.any(String) },
      decision_analysis: {
        ...decision.inputs,
        results: decision.results,
        updated_at: decision.updated_at,
      },
    });
    expect(read('subscriptions.json')).toHaveLength(1);
    // Her devices and sign-ins, as the Devices and sign-ins page lists them, and as a spreadsheet.
    const devices = (await api.get('/api/account/sessions')).body.sessions;
    expect(read('devices.json').map((device: { id: string }) => device.id)).toEqual(
      devices.map((device: { id: string }) => device.id),
    );
    expect(read('devices.json')[0]).toMatchObject({ signed_out_at: null, method: 'password' });
    const signIns = (await api.get('/api/account/sign-ins')).body.sign_ins;
    expect(read('sign_ins.json').map((row: { id: number }) => row.id)).toEqual(
      signIns.map((row: { id: number }) => row.id),
    );
    const signInsCsv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(files['sign-ins.csv']);
    expect(signInsCsv.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFWhen (UTC),Result,How,Browser,System,Network',
      `${signIns[0].created_at},Signed in,password,,,127.0.0.0/24`,
    ]);
    expect(readme).toContain('sign-ins.csv — ');
    const revisions = read('revisions.json');
    // The trackers' rows, then the target share and the saved figures: the log holds them all.
    expect(revisions.map((r: { seq: number; entity: string }) => [r.seq, r.entity])).toEqual([
      [1, 'expense'],
      [2, 'expense'],
      [3, 'event'],
      [4, 'networth_item'],
      [5, 'division_target'],
      [6, 'settlement_scenario'],
      [7, 'decision_analysis'],
      [8, 'document'],
      [9, 'document'],
    ]);
    expect((await api.get('/api/integrity')).body.head.hash).toBe(revisions.at(-1).hash);
    const text = new TextDecoder().decode(bytes);
    expect(text).not.toContain(other.user.email);
    const otherExpense = (await other.api.get('/api/expenses')).body[0];
    expect(read('expenses.json').map((e: { id: number }) => e.id)).not.toContain(otherExpense.id);
  });

  it('takes a data_export snapshot whose code is in the README and which vouches for the file', async () => {
    const { api } = await userWithRecords();
    const { response, bytes } = await download(api, 'zip');
    const readme = new TextDecoder().decode(unzipSync(new Uint8Array(bytes))['README.txt']);
    const code = /Verification code (FS-[0-9A-Z-]+)/.exec(readme)?.[1];
    expect(code).toBeDefined();

    const verified = await context.testApp.request.get(`/api/verify/${code}`);

    const fileName = /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))![1];
    expect(verified.body).toMatchObject({
      kind: 'data_export',
      files: [{ name: fileName, sha256: createHash('sha256').update(bytes).digest('hex') }],
    });

    // The next download holds that export with its signed receipt, as /verify hands it out.
    const later = unzipSync(new Uint8Array((await download(api, 'zip')).bytes));
    const kept = JSON.parse(new TextDecoder().decode(later['snapshots.json'])) as {
      code: string;
      receipt: unknown;
    }[];
    const { signature_valid: _valid, ...receipt } = verified.body.receipt;
    expect(kept.find((snapshot) => snapshot.code === code)?.receipt).toEqual(receipt);
  });

  it('gives one JSON file with the same parts when asked for JSON', async () => {
    const { api, user } = await userWithRecords();
    const { response, bytes } = await download(api, 'json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(bytes.toString('utf8'));
    expect(Object.keys(body)).toEqual(['readme', 'exported_at', 'verification_code', ...PARTS]);
    expect(body.profile.email).toBe(user.email);
    // Six record changes, then the document's upload and its link.
    expect(body.revisions).toHaveLength(9);
  });

  it('works for a free user too: data protection is not a premium feature', async () => {
    const { api, user } = await context.freeUser();
    const { bytes } = await download(api, 'json');
    const body = JSON.parse(bytes.toString('utf8'));
    expect(body.profile.email).toBe(user.email);
    expect(body.expenses).toEqual([]);
  });

  it('answers 401 without a token and 400 for an unknown format', async () => {
    expect((await context.anonymous().get('/api/account/export')).status).toBe(401);
    const { api } = await context.freeUser();
    const response = await api.get('/api/account/export?format=xml');
    expect([response.status, response.body]).toEqual([
      400,
      {
        error: 'Validation failed',
        code: 'validation_failed',
        details: 'format: Format must be zip or json',
      },
    ]);
  });

  it('covers every table that holds a user id (a new one must join the export and the deletion)', async () => {
    expect(await tablesWithUserId(database().db)).toEqual(Object.keys(USER_TABLES).sort());
    const exported = new Set(
      Object.values(USER_TABLES)
        .map((table) => table.exported)
        .filter((file) => file !== 'excluded'),
    );
    expect([...exported].sort()).toEqual(
      PARTS.filter((part) => part !== 'profile')
        .map((part) => `${part}.json`)
        .sort(),
    );
  });
});

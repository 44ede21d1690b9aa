import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_MESSAGES } from '@shared/evidence';
import { EXPORT_MESSAGES, SHARED_EXPORTS_PER_DAY } from '@shared/exports';
import { SHARE_PASSCODE_HEADER } from '@shared/sharing';
import { PREMIUM_REQUIRED } from '@shared/subscriptions';
import { queryRows } from '../../db/connect';
import { inOneWindow } from '../../test/clock';
import { TEST_DRIVERS } from '../../test/databases';
import {
  downloadCaseFile,
  downloaded,
  downloadNetworthReport,
  sha256Hex,
  signatureChecks,
} from '../../test/exports';
import { contentOfPdfFile } from '../../test/pdf-text';
import { DECISION_BODY, SCENARIO_BODY } from '../../test/routes';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { addOneOfEach, type ApiClient, VALID_BODIES } from '../../test/trackers';
import { rotateReceiptKey } from '../evidence/evidence.service';
import { CASE_FILE_SECTIONS } from './case-file-pdf';

const CASE_FILE_ENTRIES = [
  'case-file.pdf',
  'expenses.csv',
  'events.csv',
  'networth.csv',
  'manifest.json',
  'receipt.json',
  'receipt.sig',
];

describe.each(TEST_DRIVERS)('exports the server makes on %s', (driver) => {
  const { context, database } = setUpTrackerApi(driver);
  const verify = async (code: string) =>
    (await context.testApp.request.get(`/api/verify/${code}`)).body;
  const publishedPem = async (kid: string) => {
    const response = await context.testApp.request.get(
      `/.well-known/fairsplit-receipts/${kid}.pem`,
    );
    expect(response.status).toBe(200);
    return response.text;
  };

  async function ownerWithRecords(): Promise<ApiClient> {
    const { api } = await context.premiumUser();
    await addOneOfEach(api, (resource) => VALID_BODIES[resource]);
    return api;
  }

  describe('POST /api/exports/case-file', () => {
    it('sends the ZIP whose SHA-256, and each file inside, /verify vouches for', async () => {
      const api = await ownerWithRecords();
      const made = await downloadCaseFile(api);
      expect(made.status).toBe(200);
      const entries = unzipSync(made.bytes);
      expect(Object.keys(entries)).toEqual(CASE_FILE_ENTRIES);

      const verified = await verify(made.code);
      expect(verified.kind).toBe('case_file');
      expect(verified.files).toEqual([
        ...['case-file.pdf', 'expenses.csv', 'events.csv', 'networth.csv'].map((name) => ({
          name,
          sha256: sha256Hex(entries[name]!),
        })),
        { name: 'fairsplit-case-file.zip', sha256: sha256Hex(made.bytes) },
      ]);
      expect(strFromU8(entries['receipt.json']!)).toBe(verified.receipt.json);
      expect(verified.receipt.signature_valid).toBe(true);
      // The CSVs are byte for byte what their own downloads send.
      const csv = await downloaded(api.get('/api/export/expenses.csv'));
      expect(Buffer.from(entries['expenses.csv']!)).toEqual(csv.bytes);
    });

    it('carries a receipt that openssl alone checks with the published key, and refuses after one changed byte', async () => {
      const api = await ownerWithRecords();
      const entries = unzipSync((await downloadCaseFile(api)).bytes);
      const receipt = JSON.parse(strFromU8(entries['receipt.json']!));
      const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
      try {
        writeFileSync(join(dir, 'key.pem'), await publishedPem(receipt.key_id));
        writeFileSync(join(dir, 'receipt.json'), entries['receipt.json']!);
        writeFileSync(join(dir, 'receipt.sig'), entries['receipt.sig']!);
        const check = () =>
          execFileSync(
            'openssl',
            [
              'pkeyutl',
              '-verify',
              '-pubin',
              '-inkey',
              'key.pem',
              '-rawin',
              '-in',
              'receipt.json',
              '-sigfile',
              'receipt.sig',
            ],
            { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
          );
        expect(check()).toContain('Signature Verified Successfully');
        const changed = Buffer.from(entries['receipt.json']!);
        changed[changed.length - 3] = changed[changed.length - 3]! ^ 1;
        writeFileSync(join(dir, 'receipt.json'), changed);
        expect(check).toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      expect(receipt.files.map((file: { name: string }) => file.name)).toEqual(
        CASE_FILE_ENTRIES.slice(0, 4),
      );
      expect(receipt.files[0].sha256).toBe(sha256Hex(entries['case-file.pdf']!));
      expect(receipt.files[0].bytes).toBe(entries['case-file.pdf']!.byteLength);
    });

    it.each([
      [{ paper_size: 'a5', time_zone: 'UTC' }, `paper_size: ${EXPORT_MESSAGES.paperSizeInvalid}`],
      [
        { paper_size: 'a4', time_zone: 'Mars/Olympus' },
        `time_zone: ${EXPORT_MESSAGES.timeZoneInvalid}`,
      ],
      [{ paper_size: 'a4' }, `time_zone: ${EXPORT_MESSAGES.timeZoneInvalid}`],
      [
        { paper_size: 'a4', time_zone: 'UTC\u0000' },
        `time_zone: ${EXPORT_MESSAGES.timeZoneInvalid}`,
      ],
    ])('refuses %j with a clear message and takes no snapshot (400)', async (body, details) => {
      const { api, user } = await context.premiumUser();
      const response = await api.post('/api/exports/case-file', body);
      expect([response.status, response.body]).toEqual([
        400,
        { error: 'Validation failed', code: 'validation_failed', details },
      ]);
      const [row] = await queryRows<{ n: number }>(
        database().db,
        sql`select count(*)::int as n from snapshots where user_id = ${user.id}`,
      );
      expect(row!.n).toBe(0);
    });

    it('carries her decision analysis on a page of its own once she saved one, and not before', async () => {
      const api = await ownerWithRecords();
      const pdfOf = async () =>
        contentOfPdfFile(unzipSync((await downloadCaseFile(api)).bytes)['case-file.pdf']!);
      const before = await pdfOf();
      expect(before).not.toContain(CASE_FILE_SECTIONS.decision.title);
      expect(before).not.toContain('(Expected value of trial) Tj');

      expect((await api.put('/api/decision-analysis', DECISION_BODY)).status).toBe(200);
      const after = await pdfOf();
      for (const text of [
        CASE_FILE_SECTIONS.decision.title,
        CASE_FILE_SECTIONS.decision.contents,
        'Expected value of trial',
        '$87,702.40',
        'Break-even probability of the best outcome',
        '44.8%',
        'What else matters',
        DECISION_BODY.note,
      ]) {
        expect(after).toContain(`(${text}) Tj`);
      }
    });

    it('is premium, like the trackers it is made from (403), and needs a signed-in user (401)', async () => {
      const { api } = await context.freeUser();
      const refused = await downloadCaseFile(api);
      expect([refused.status, refused.error]).toEqual([
        403,
        { error: PREMIUM_REQUIRED, code: 'premium_required' },
      ]);
      const anonymous = await downloaded(
        context.anonymous().post('/api/exports/case-file', { paper_size: 'a4', time_zone: 'UTC' }),
      );
      expect(anonymous.status).toBe(401);
    });
  });

  describe('POST /api/exports/networth-report', () => {
    it('sends the PDF /verify vouches for, with its code in a header', async () => {
      const api = await ownerWithRecords();
      const report = await downloadNetworthReport(api);
      expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(report.bytes.toString('latin1')).toContain(report.code);
      expect((await verify(report.code)).files).toEqual([
        { name: 'networth-report.pdf', sha256: sha256Hex(report.bytes) },
      ]);
    });
  });

  describe('POST /api/exports/disclosure', () => {
    it('sends the PDF of the month in the layout asked for, which /verify vouches for', async () => {
      const api = await ownerWithRecords();
      const salary = {
        name: 'Acme payroll',
        type: 'salary',
        amount: '2000',
        frequency: 'biweekly',
      };
      expect((await api.post('/api/income', salary)).status).toBe(201);
      const report = await downloaded(
        api.post('/api/exports/disclosure', {
          month: '2025-03',
          layout: 'fl150',
          time_zone: 'America/Los_Angeles',
        }),
      );
      expect(report.status).toBe(200);
      expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const verified = await verify(report.code);
      expect(verified.kind).toBe('disclosure_pdf');
      expect(verified.files).toEqual([
        { name: 'financial-disclosure.pdf', sha256: sha256Hex(report.bytes) },
      ]);
      // Drawn uncompressed, like the net-worth report: its text is in the bytes as written.
      const text = report.bytes.toString('latin1');
      expect(text).toContain('4,333.33');
      expect(text).toContain('13a. Rent or mortgage');
      expect(text).toContain(report.code);
    });

    it('refuses a month or a layout it does not know, before making anything', async () => {
      const api = await ownerWithRecords();
      const bad = await api.post('/api/exports/disclosure', {
        month: '2025-3',
        layout: 'fl-150',
        time_zone: 'UTC',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toBe(
        'month: Choose a month as YYYY-MM; layout: Layout must be fl150 or generic',
      );
    });
  });

  describe('the financial disclosure in her own case file', () => {
    it('is left out until she begins it, then carried as a PDF and a CSV the receipt names', async () => {
      const api = await ownerWithRecords();
      const before = unzipSync((await downloadCaseFile(api)).bytes);
      expect(Object.keys(before)).toEqual(CASE_FILE_ENTRIES);

      const deduction = {
        name: 'Withholding',
        type: 'taxes',
        amount: '400',
        frequency: 'biweekly',
      };
      expect((await api.post('/api/income/deductions', deduction)).status).toBe(201);
      const made = await downloadCaseFile(api);
      const entries = unzipSync(made.bytes);
      expect(Object.keys(entries)).toEqual([
        'case-file.pdf',
        'expenses.csv',
        'events.csv',
        'networth.csv',
        'financial-disclosure.pdf',
        'financial-disclosure.csv',
        'manifest.json',
        'receipt.json',
        'receipt.sig',
      ]);
      const csv = strFromU8(entries['financial-disclosure.csv']!);
      expect(csv).toMatch(/\r\n\d{4}-\d{2},Mandatory deduction,Withholding,,,,,,,,866.67\r\n/);
      const receipt = JSON.parse(strFromU8(entries['receipt.json']!));
      expect(receipt.files.map((file: { name: string }) => file.name)).toContain(
        'financial-disclosure.pdf',
      );
    });
  });

  describe('the support arrears statement', () => {
    /** A monthly $500.00 order the other party pays, from January 2025, and $300.00 paid by check. */
    async function withSupport(api: Awaited<ReturnType<typeof ownerWithRecords>>) {
      const order = await api.post('/api/support/orders', {
        type: 'child_support',
        payer: 'other_party',
        amount: 500,
        frequency: 'monthly',
        first_due: '2025-01-01',
        case_number: '25-FL-00123',
      });
      expect(order.status).toBe(201);
      const payment = await api.post('/api/support/payments', {
        order_id: order.body.id,
        date: '2025-02-05',
        amount: 300,
        method: 'check',
        reference: '1042',
      });
      expect(payment.status).toBe(201);
    }

    it('sends the PDF through the date asked for, which /verify vouches for', async () => {
      const api = await ownerWithRecords();
      await withSupport(api);
      const report = await downloaded(
        api.post('/api/exports/support', { through: '2025-03-31', time_zone: 'America/Chicago' }),
      );
      expect(report.status).toBe(200);
      expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
      const verified = await verify(report.code);
      expect(verified.kind).toBe('support_pdf');
      expect(verified.files).toEqual([
        { name: 'support-arrears-statement.pdf', sha256: sha256Hex(report.bytes) },
      ]);
      // Three dues of $500.00 by March 31, $300.00 paid: $1,200.00 behind.
      const text = report.bytes.toString('latin1');
      expect(text).toContain('Through Mar 31, 2025');
      expect(text).toContain('25-FL-00123');
      expect(text).toContain('$1,200.00');
      expect(text).toContain('1042');
      expect(text).toContain(report.code);
    });

    it('refuses a date outside 1950–2100 or a zone it does not know, before making anything', async () => {
      const api = await ownerWithRecords();
      const bad = await api.post('/api/exports/support', {
        through: '1949-12-31',
        time_zone: 'Mars',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.details).toBe(
        'through: Through must be a date as YYYY-MM-DD, from 1950 to 2100; time_zone: Time zone must be a time zone name such as America/New_York',
      );
    });

    it('is in her case file, with its CSV, once she has an order', async () => {
      const api = await ownerWithRecords();
      await withSupport(api);
      const entries = unzipSync((await downloadCaseFile(api)).bytes);
      expect(Object.keys(entries)).toEqual([
        'case-file.pdf',
        'expenses.csv',
        'events.csv',
        'networth.csv',
        'support-arrears-statement.pdf',
        'support-ledger.csv',
        'manifest.json',
        'receipt.json',
        'receipt.sig',
      ]);
      const csv = strFromU8(entries['support-ledger.csv']!);
      expect(csv).toContain('Payment,Child support #');
      expect(csv).toMatch(
        /Payment,Child support #\d+,25-FL-00123,The other party pays,2025-02-05,,,300\.00,0\.00,,,Check,1042,\r\n/,
      );
      const receipt = JSON.parse(strFromU8(entries['receipt.json']!));
      expect(receipt.files.map((file: { name: string }) => file.name)).toContain(
        'support-arrears-statement.pdf',
      );
    });
  });

  describe('receipt keys', () => {
    it('publishes every key; after a rotation old receipts still check and new ones use the new key', async () => {
      const api = await ownerWithRecords();
      const before = await downloadNetworthReport(api);
      const oldKey = (await verify(before.code)).receipt.key_id;

      const rotated = await rotateReceiptKey(database().db);
      const after = await downloadNetworthReport(api);

      const published = await context.testApp.request.get('/.well-known/fairsplit-receipts.json');
      expect(published.body.current).toBe(rotated.kid);
      expect(published.body.keys.map((key: { kid: string }) => key.kid)).toEqual(
        expect.arrayContaining([oldKey, rotated.kid]),
      );
      expect(published.body.keys[0]).toEqual({
        kid: expect.stringMatching(/^fs-[0-9a-f]{16}$/),
        alg: 'Ed25519',
        created_at: expect.any(String),
        public_key_pem: expect.stringContaining('BEGIN PUBLIC KEY'),
      });
      expect(JSON.stringify(published.body)).not.toContain('PRIVATE');
      const old = (await verify(before.code)).receipt;
      expect([old.key_id, old.signature_valid]).toEqual([oldKey, true]);
      expect(
        signatureChecks(old.json, Buffer.from(old.signature, 'base64'), await publishedPem(oldKey)),
      ).toBe(true);
      expect((await verify(after.code)).receipt).toMatchObject({
        key_id: rotated.kid,
        signature_valid: true,
      });
    });

    it('names in the receipt’s own text the key that signed it, before and after a rotation', async () => {
      const api = await ownerWithRecords();
      for (const rotate of [false, true]) {
        const current = rotate ? (await rotateReceiptKey(database().db)).kid : undefined;
        const { receipt } = await verify((await downloadNetworthReport(api)).code);
        const named = JSON.parse(receipt.json).key_id;
        expect(named).toBe(receipt.key_id);
        if (current) expect(named).toBe(current);
        // A reader has the text and the published keys only: the key it names must check it.
        expect(
          signatureChecks(
            receipt.json,
            Buffer.from(receipt.signature, 'base64'),
            await publishedPem(named),
          ),
        ).toBe(true);
      }
    });

    it('answers 404 for a key id it never had', async () => {
      const response = await context.testApp.request.get(
        '/.well-known/fairsplit-receipts/fs-0000000000000000.pem',
      );
      expect(response.status).toBe(404);
    });
  });

  describe("a lawyer's case file through a shared link", () => {
    async function sharedLink(api: ApiClient, input: object = {}) {
      const response = await api.post('/api/shares', {
        label: 'My attorney, J. Smith',
        scopes: ['expenses'],
        ...input,
      });
      expect(response.status).toBe(201);
      return new URL(response.body.url).pathname.split('/').at(-1)!;
    }
    const exportThrough = (token: string, passcode?: string) => {
      const request = supertest(context.testApp.app).get(
        `/api/shared/${token}/export?paper_size=a4&time_zone=Europe%2FMadrid`,
      );
      return downloaded(passcode ? request.set(SHARE_PASSCODE_HEADER, passcode) : request);
    };

    it('holds exactly what the link covers, and /verify marks it as made through a shared link', async () => {
      const api = await ownerWithRecords();
      const token = await sharedLink(api);
      const made = await exportThrough(token);
      expect(made.status).toBe(200);
      const entries = unzipSync(made.bytes);
      expect(Object.keys(entries)).toEqual([
        'case-file.pdf',
        'expenses.csv',
        'manifest.json',
        'receipt.json',
        'receipt.sig',
      ]);
      const verified = await verify(made.code);
      expect(verified).toMatchObject({ kind: 'case_file', through_shared_link: true });
      expect(JSON.parse(verified.receipt.json).through_shared_link).toBe(true);
      expect(verified.files.at(-1)).toEqual({
        name: 'fairsplit-case-file.zip',
        sha256: sha256Hex(made.bytes),
      });
    });

    it(`makes at most ${SHARED_EXPORTS_PER_DAY} a day per link, then 429 with Retry-After`, async () => {
      const api = await ownerWithRecords();
      const token = await sharedLink(api);
      const other = await sharedLink(api);
      const answers = await inOneWindow(24 * 60 * 60, async () => {
        const received = [];
        for (let i = 0; i <= SHARED_EXPORTS_PER_DAY; i += 1)
          received.push(await exportThrough(token));
        received.push(await exportThrough(other));
        return received;
      });
      expect(answers.slice(0, SHARED_EXPORTS_PER_DAY).every((a) => a.status === 200)).toBe(true);
      const refused = answers[SHARED_EXPORTS_PER_DAY]!;
      expect([refused.status, refused.error]).toEqual([
        429,
        { error: EXPORT_MESSAGES.sharedExportsLimited, code: 'rate_limited' },
      ]);
      expect(answers.at(-1)!.status).toBe(200);
    });

    it('leaves out the owner’s saved settlement figures and analysis unless the link covers them', async () => {
      const api = await ownerWithRecords();
      expect((await api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
      expect((await api.put('/api/decision-analysis', DECISION_BODY)).status).toBe(200);
      const token = await sharedLink(api, { scopes: ['networth', 'expenses', 'events'] });
      const pdfOf = (zip: Buffer) => contentOfPdfFile(unzipSync(zip)['case-file.pdf']!);

      const own = pdfOf((await downloadCaseFile(api)).bytes);
      expect(own).toContain(`(${CASE_FILE_SECTIONS.settlement.title}) Tj`);
      expect(own).toContain('Figures saved in the Settlement vs. Trial Calculator');
      expect(own).toContain(`(${CASE_FILE_SECTIONS.decision.title}) Tj`);

      const made = await exportThrough(token);
      expect(made.status).toBe(200);
      const lawyers = pdfOf(made.bytes);
      expect(lawyers).toContain(`(${CASE_FILE_SECTIONS.inventory.title}) Tj`);
      expect(lawyers).toContain(`(${CASE_FILE_SECTIONS.ledger.title}) Tj`);
      expect(lawyers).not.toContain(CASE_FILE_SECTIONS.settlement.title);
      expect(lawyers).not.toContain('Settlement vs. Trial Calculator');
      expect(lawyers).not.toContain(CASE_FILE_SECTIONS.decision.title);
      expect(lawyers).not.toContain('Expected value of trial');
    });

    it('takes no hash from the link holder either', async () => {
      const api = await ownerWithRecords();
      const token = await sharedLink(api);
      const { code } = await exportThrough(token);
      const response = await context.anonymous().post(`/api/share-exports/${code}/files`, {
        files: [{ name: 'x.pdf', sha256: 'a'.repeat(64) }],
      });
      expect([response.status, response.body]).toEqual([
        400,
        { error: EVIDENCE_MESSAGES.clientHashRefused, code: 'client_hash_refused' },
      ]);
    });
  });
});

/**
 * A professional link's `documents` scope (docs/sharing.md): the holder lists the owner's live
 * documents, views or downloads each, and every file opened is in the owner's access log.
 */
import { createHash } from 'node:crypto';
import type { Response } from 'superagent';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@shared/api-contract';
import { API_MESSAGES } from '@shared/api-messages';
import { DOCUMENT_MESSAGES } from '@shared/documents';
import {
  SHARE_PASSCODE_HEADER,
  SHARING_MESSAGES,
  type CreateShareInput,
  type ShareAccessDto,
  type ShareDto,
} from '@shared/sharing';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { addOneOfEach, type ApiClient, VALID_BODIES } from '../../test/trackers';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A small but real PDF: file-type knows it by its `%PDF-` signature. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const TXT = Buffer.from('Bank statement, March 2025: transfer of $4,000.00 to joint savings\n');

const NOT_COVERED = { error: SHARING_MESSAGES.notCovered, code: 'not_found' };
const NOT_FOUND = { error: DOCUMENT_MESSAGES.notFound, code: 'not_found' };
const INACTIVE = { error: SHARING_MESSAGES.inactive, code: 'share_inactive' };
const FIREFOX_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0';

/** supertest's binary reader: the answer's bytes as a Buffer, whatever its type. */
function readBytes(response: Response, done: (error: Error | null, body: Buffer) => void) {
  const pieces: Buffer[] = [];
  response.on('data', (piece: Buffer) => pieces.push(piece));
  response.on('end', () => done(null, Buffer.concat(pieces)));
}

describe.each(TEST_DRIVERS)('documents through a professional link on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);
  const app = () => context.testApp.app;

  /** A premium user with one expense, event and item, a PDF and a TXT; the PDF proves two records. */
  async function owner(name: string) {
    const { user, api } = await context.premiumUser();
    const ids = await addOneOfEach(api, (resource) => ({
      ...VALID_BODIES[resource],
      ...(resource === 'events' ? { description: `${name}'s hearing` } : { name: `${name}'s` }),
    }));
    const upload = async (bytes: Buffer, filename: string) => {
      const response = await api.upload(
        '/api/documents',
        { bytes, filename },
        { sha256: sha256(bytes) },
      );
      expect(response.status).toBe(201);
      return response.body.id as number;
    };
    const pdf = await upload(PDF, `${name}'s braces receipt.pdf`);
    const txt = await upload(TXT, 'statement.txt');
    for (const link of [
      { entity: 'expense', entity_id: ids.expenses },
      { entity: 'event', entity_id: ids.events },
    ]) {
      expect((await api.post(`/api/documents/${pdf}/links`, link)).status).toBe(201);
    }
    return { user, api, ids, documents: { pdf, txt } };
  }

  async function share(api: ApiClient, input: Partial<CreateShareInput> = {}) {
    const response = await api.post('/api/shares', {
      label: 'My attorney, J. Smith',
      scopes: ['expenses', 'documents'],
      ...input,
    });
    expect(response.status).toBe(201);
    return {
      id: response.body.share.id as number,
      token: new URL(response.body.url).pathname.split('/').at(-1)!,
    };
  }

  /** As a stranger's browser asks: no cookie, no sign-in. */
  const visit = (path: string, headers: Record<string, string> = {}) =>
    supertest(app()).get(path).set('User-Agent', FIREFOX_ON_MAC).set(headers);
  const content = (token: string, id: number | string, query = '') =>
    `/api/shared/${token}/documents/${id}/content${query}`;

  /** The owner's access log of share `id`, newest first. */
  async function accessesOf(api: ApiClient, id: number): Promise<ShareAccessDto[]> {
    const listed = (await api.get('/api/shares')).body.shares as ShareDto[];
    return listed.find((one) => one.id === id)!.accesses;
  }

  it('lists the live documents with what they prove among the covered records, newest first', async () => {
    const ann = await owner('Ann');
    const { token } = await share(ann.api);
    const response = await visit(`/api/shared/${token}`);
    expect(response.status).toBe(200);
    checkAnswer('GET', `/api/shared/${token}`, response.body);
    expect(response.body.scopes).toEqual(['expenses', 'documents']);
    const own = (await ann.api.get('/api/documents')).body.documents;
    // As the owner's list has them, but the PDF's link to an event the link does not cover.
    expect(response.body.documents).toEqual([
      { ...own[0], id: ann.documents.txt, links: [] },
      {
        ...own[1],
        id: ann.documents.pdf,
        name: "Ann's braces receipt.pdf",
        type: 'application/pdf',
        bytes: PDF.length,
        sha256: sha256(PDF),
        deleted_at: null,
        links: [{ entity: 'expense', entity_id: ann.ids.expenses }],
      },
    ]);
    expect(own[1].links).toHaveLength(2);
    expect(response.text).not.toContain("Ann's hearing");

    // With every scope, the event's link is shown too; the changes to documents are counted.
    const all = await visit(
      `/api/shared/${(await share(ann.api, { scopes: ['networth', 'expenses', 'events', 'documents'] })).token}`,
    );
    expect(all.body.documents[1].links).toEqual(own[1].links);
    // Three records, two uploads, two links.
    expect(all.body.integrity).toMatchObject({ valid: true, revisions: 7 });
  });

  it('shows an image or PDF inline and downloads any file, byte for byte, with the headers that keep it inert', async () => {
    const ann = await owner('Ann');
    const { token } = await share(ann.api);
    const shown = await visit(content(token, ann.documents.pdf, '?inline=1'))
      .buffer(true)
      .parse(readBytes);
    expect(shown.status).toBe(200);
    expect(Buffer.compare(shown.body as Buffer, PDF)).toBe(0);
    expect(shown.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'content-disposition': `inline; filename="Ann's braces receipt.pdf"; filename*=UTF-8''Ann%27s%20braces%20receipt.pdf`,
      etag: `"${sha256(PDF)}"`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // A shared link's answers are never kept, a file's no more than the rest.
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    });

    const downloaded = await visit(content(token, ann.documents.pdf)).buffer(true).parse(readBytes);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; /);
    expect(Buffer.compare(downloaded.body as Buffer, PDF)).toBe(0);

    // A text file is never shown inline, even when asked.
    const text = await visit(content(token, ann.documents.txt, '?inline=1'));
    expect(text.status).toBe(200);
    expect(text.text).toBe(TXT.toString());
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['content-disposition']).toBe(
      `attachment; filename="statement.txt"; filename*=UTF-8''statement.txt`,
    );

    const range = await visit(content(token, ann.documents.pdf)).set('Range', 'bytes=0-7');
    expect(range.status).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`);
  });

  it('notes each file opened in the owner’s access log, with which file and how', async () => {
    const ann = await owner('Ann');
    const { id, token } = await share(ann.api);
    await visit(`/api/shared/${token}`);
    await visit(content(token, ann.documents.pdf, '?inline=1'));
    await visit(content(token, ann.documents.txt));
    // A viewer reading on from the middle of a file already opened, and a range the file does
    // not have: neither is a new opening.
    expect(
      (await visit(content(token, ann.documents.pdf)).set('Range', 'bytes=10-20')).status,
    ).toBe(206);
    const refused = await visit(content(token, ann.documents.pdf)).set('Range', 'bytes=9999-');
    expect([refused.status, refused.body]).toEqual([
      416,
      { error: DOCUMENT_MESSAGES.rangeInvalid, code: 'range_not_satisfiable' },
    ]);

    const who = {
      at: expect.any(String),
      user_agent: 'Firefox on macOS',
      ip_prefix: expect.any(String),
    };
    expect(await accessesOf(ann.api, id)).toEqual([
      { ...who, kind: 'download', document: { id: ann.documents.txt, name: 'statement.txt' } },
      {
        ...who,
        kind: 'view',
        document: { id: ann.documents.pdf, name: "Ann's braces receipt.pdf" },
      },
      { ...who, kind: 'view', document: null },
    ]);

    // The file is named as it is called now.
    await ann.api.patch(`/api/documents/${ann.documents.txt}`, { name: 'March statement.txt' });
    expect((await accessesOf(ann.api, id))[0]!.document).toEqual({
      id: ann.documents.txt,
      name: 'March statement.txt',
    });
  });

  it('logs a file read by ranges alone: from byte 1, or several ranges (served whole)', async () => {
    const ann = await owner('Ann');
    const { id, token } = await share(ann.api);
    const fromOne = await visit(content(token, ann.documents.pdf)).set('Range', 'bytes=1-');
    expect(fromOne.status).toBe(206);
    const several = await visit(content(token, ann.documents.txt)).set('Range', 'bytes=0-1,4-6');
    expect(several.status).toBe(200);
    expect((await accessesOf(ann.api, id)).map((access) => access.document?.id)).toEqual([
      ann.documents.txt,
      ann.documents.pdf,
    ]);
  });

  it('answers "not shared through this link" for documents the link does not cover, and logs no file', async () => {
    const ann = await owner('Ann');
    const { id, token } = await share(ann.api, { scopes: ['expenses'] });
    const view = await visit(`/api/shared/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).not.toHaveProperty('documents');
    expect(view.text).not.toContain('braces receipt');
    for (const path of [
      content(token, ann.documents.pdf),
      content(token, ann.documents.pdf, '?inline=1'),
      `/api/shared/${token}/history?entity=document&id=${ann.documents.pdf}`,
    ]) {
      const response = await visit(path);
      expect([path, response.status, response.body]).toEqual([path, 404, NOT_COVERED]);
    }
    const spanish = await visit(content(token, ann.documents.pdf), { 'Accept-Language': 'es' });
    expect([spanish.status, spanish.body.error]).toEqual([
      404,
      'Esta parte de los registros no se comparte con este enlace.',
    ]);
    expect((await accessesOf(ann.api, id)).map((access) => access.document)).toEqual([null]);
  });

  it('answers 404 "Document not found" for a deleted document, another user’s and one that never was, and logs none', async () => {
    const ann = await owner('Ann');
    const bob = await owner('Bob');
    const { id, token } = await share(ann.api);
    expect((await ann.api.delete(`/api/documents/${ann.documents.txt}`)).status).toBe(204);

    const listed = (await visit(`/api/shared/${token}`)).body.documents as { id: number }[];
    expect(listed.map((document) => document.id)).toEqual([ann.documents.pdf]);
    for (const documentId of [
      ann.documents.txt,
      bob.documents.pdf,
      bob.documents.txt,
      2147483647,
    ]) {
      for (const query of ['', '?inline=1']) {
        const response = await visit(content(token, documentId, query));
        expect([documentId, response.status, response.body]).toEqual([documentId, 404, NOT_FOUND]);
        expect(response.text).not.toContain('Bob');
      }
    }
    const spanish = await visit(content(token, bob.documents.pdf), { 'Accept-Language': 'es' });
    expect([spanish.status, spanish.body.error]).toEqual([404, 'No se encontró el documento']);
    const malformed = await visit(content(token, 'receipt'));
    expect([malformed.status, malformed.body.error]).toEqual([400, API_MESSAGES.invalidId]);
    expect((await accessesOf(ann.api, id)).map((access) => access.document)).toEqual([null]);
  });

  it('answers a live document’s history under the documents scope, naming only the records the link covers', async () => {
    const ann = await owner('Ann');
    const { token } = await share(ann.api, { scopes: ['documents'] });
    const path = `?entity=document&id=${ann.documents.pdf}`;
    const history = await visit(`/api/shared/${token}/history${path}`);
    expect(history.status).toBe(200);
    expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual([
      'create',
      'link',
      'link',
    ]);
    // As the owner's history has it, but for what it proves outside this link: its links to
    // an expense and an item stay out, as they do from the list.
    type Revision = { data: { links: unknown[] }; changes: { field: string }[] };
    const own: Revision[] = (await ann.api.get(`/api/history${path}`)).body.revisions;
    expect(own.at(-1)!.data.links).toHaveLength(2);
    const shared: Revision[] = history.body.revisions;
    expect(shared.map((revision) => revision.data.links)).toEqual([[], [], []]);
    const withoutLinks = (revisions: Revision[]) =>
      revisions.map((revision) => ({
        ...revision,
        data: { ...revision.data, links: [] },
        changes: revision.changes.filter((change) => change.field !== 'links'),
      }));
    expect(withoutLinks(shared)).toEqual(withoutLinks(own));
    expect(JSON.stringify(own)).toContain('"entity":"expense"');
    expect(JSON.stringify(shared)).not.toMatch(/"entity":"(expense|networth_item)"/);
    // A deleted document's history goes with it from the link.
    await ann.api.delete(`/api/documents/${ann.documents.pdf}`);
    const gone = await visit(`/api/shared/${token}/history${path}`);
    expect(gone.status).toBe(404);
    // The records themselves stay out: this link covers documents only.
    const expense = await visit(
      `/api/shared/${token}/history?entity=expense&id=${ann.ids.expenses}`,
    );
    expect([expense.status, expense.body]).toEqual([404, NOT_COVERED]);
  });

  it('opens a file only through a live link and with its passcode', async () => {
    const ann = await owner('Ann');
    const locked = await share(ann.api, { passcode: 'correct horse' });
    const asked = await visit(content(locked.token, ann.documents.pdf));
    expect([asked.status, asked.body]).toEqual([
      401,
      { error: SHARING_MESSAGES.passcodeRequired, code: 'passcode_required' },
    ]);
    const opened = await visit(content(locked.token, ann.documents.pdf), {
      [SHARE_PASSCODE_HEADER]: 'correct horse',
    });
    expect(opened.status).toBe(200);

    const revoked = await share(ann.api);
    expect((await visit(content(revoked.token, ann.documents.pdf))).status).toBe(200);
    await ann.api.delete(`/api/shares/${revoked.id}`);
    for (const query of ['', '?inline=1']) {
      const response = await visit(content(revoked.token, ann.documents.pdf, query));
      expect([response.status, response.body]).toEqual([404, INACTIVE]);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    expect((await accessesOf(ann.api, revoked.id)).map((access) => access.kind)).toEqual([
      'download',
    ]);
  });
});

import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  type ChainedRevision,
  checkChain,
  CODE_ALPHABET,
  EVIDENCE_ENTITIES,
  GENESIS_HASH,
  hashRevision,
  parseSnapshotCode,
  REVISION_ACTIONS,
  revisionChanges,
  revisionHashInput,
  sha256HexOfBytes,
  sha256HexWeb,
  type StoredRevision,
  snapshotCodeFromBytes,
} from './evidence';

const sha256Node = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('canonicalJson', () => {
  it('sorts keys, drops whitespace and writes money as the decimal text it is given', () => {
    expect(canonicalJson({ name: 'Rent', amount: '1250.00', id: 7, tags: [true, null] })).toBe(
      '{"amount":"1250.00","id":7,"name":"Rent","tags":[true,null]}',
    );
  });

  it('sorts keys by UTF-16 code units, as RFC 8785 does', () => {
    expect(canonicalJson({ b: 1, a_b: 2, a: 3, B: 4, é: 5 })).toBe(
      '{"B":4,"a":3,"a_b":2,"b":1,"é":5}',
    );
  });

  it('escapes strings exactly as JSON.stringify does', () => {
    const text = 'quote " backslash \\ newline \n tab \t bell \u0007 ünï 🙂 \u2028';
    expect(canonicalJson(text)).toBe(JSON.stringify(text));
  });

  it.each([
    ['a fraction', 0.1],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an unsafe integer', 2 ** 53],
    ['a Date', new Date(0)],
    ['a function', () => 1],
    ['a bigint', BigInt(1)],
  ])('refuses %s, which has no single canonical text', (_case, value) => {
    expect(() => canonicalJson({ value })).toThrow(TypeError);
  });

  it('leaves out undefined fields, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });

  const jsonValue = fc.jsonValue().filter((value) => {
    try {
      canonicalJson(value);
      return true;
    } catch {
      return false;
    }
  });

  it('is the same text whatever order the keys came in, and parses back to the value', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const reordered = JSON.parse(JSON.stringify(value), (_key, field) =>
          field && typeof field === 'object' && !Array.isArray(field)
            ? Object.fromEntries(Object.entries(field).reverse())
            : field,
        );
        expect(canonicalJson(reordered)).toBe(canonicalJson(value));
        expect(JSON.parse(canonicalJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('the hash chain', () => {
  const revision: ChainedRevision = {
    seq: 1,
    entity: 'expense',
    entity_id: 42,
    action: 'create',
    data: { id: 42, name: 'Retainer', amount: '1250.00', date: '2025-03-05' },
    recorded_at: '2026-11-23T18:25:22.123Z',
  };

  it('hashes the previous hash followed by the canonical revision', () => {
    expect(revisionHashInput(GENESIS_HASH, revision)).toBe(
      `${'0'.repeat(64)}{"action":"create","data":{"amount":"1250.00","date":"2025-03-05","id":42,"name":"Retainer"},"entity":"expense","entity_id":42,"recorded_at":"2026-11-23T18:25:22.123Z","seq":1}`,
    );
  });

  it('gives the same SHA-256 with WebCrypto (the browser) as with node:crypto (the server)', async () => {
    const input = revisionHashInput(GENESIS_HASH, revision);
    expect(await sha256HexWeb(input)).toBe(sha256Node(input));
    expect(await sha256HexOfBytes(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  const revisionArbitrary = fc.record({
    entity: fc.constantFrom(...EVIDENCE_ENTITIES),
    entity_id: fc.integer({ min: 1, max: 2_147_483_647 }),
    action: fc.constantFrom(...REVISION_ACTIONS),
    data: fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      { maxKeys: 6 },
    ),
    recorded_at: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  });

  /** Chains `drafts` with `sha256`, as the server writes them. */
  async function chain(
    drafts: Omit<ChainedRevision, 'seq'>[],
    sha256: (text: string) => string | Promise<string>,
  ): Promise<StoredRevision[]> {
    const stored: StoredRevision[] = [];
    let prev = GENESIS_HASH;
    for (const [index, draft] of drafts.entries()) {
      const next = { ...draft, seq: index + 1 };
      const hash = await hashRevision(prev, next, sha256);
      stored.push({ ...next, prev_hash: prev, hash });
      prev = hash;
    }
    return stored;
  }

  it('recomputes any chain the server writes to the same head in the browser', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(revisionArbitrary, { maxLength: 20 }), async (drafts) => {
        const written = await chain(drafts, sha256Node);
        const browser = await checkChain(written, sha256HexWeb);
        const server = await checkChain(written, sha256Node);
        expect(browser).toEqual(server);
        expect(browser).toMatchObject({
          valid: true,
          revisions: drafts.length,
          first_bad_seq: null,
        });
        expect(browser.head).toEqual(
          drafts.length === 0
            ? { seq: 0, hash: GENESIS_HASH }
            : { seq: drafts.length, hash: written.at(-1)!.hash },
        );
      }),
      { numRuns: 50 },
    );
  });

  it('reports the first revision whose data, time, link or seq was altered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(revisionArbitrary, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.constantFrom('data', 'recorded_at', 'prev_hash', 'seq', 'removed'),
        async (drafts, pick, alteration) => {
          const written = await chain(drafts, sha256Node);
          const index = pick % written.length;
          const target = written[index]!;
          switch (alteration) {
            case 'data':
              target.data = { ...target.data, forged: 'yes' };
              break;
            case 'recorded_at':
              target.recorded_at = '1999-01-01T00:00:00.000Z';
              break;
            case 'prev_hash':
              target.prev_hash = 'f'.repeat(64);
              break;
            case 'seq':
              target.seq += 1;
              break;
            case 'removed':
              written.splice(index, 1);
              break;
          }
          const check = await checkChain(written, sha256HexWeb);
          if (alteration === 'removed' && index === written.length) {
            // Dropping the last revision leaves a valid, shorter chain: the snapshot's head and
            // the count of changes since it are what expose that (the verify route).
            expect(check.valid).toBe(true);
          } else {
            // Reported by the seq it carries: the altered revision, or the one after a gap.
            expect(check).toMatchObject({ valid: false, first_bad_seq: written[index]!.seq });
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('finds a revision rewritten with its own hash recomputed: the link to its neighbour breaks', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(revisionArbitrary, { minLength: 2, maxLength: 10 }),
        fc.nat(),
        fc.boolean(),
        async (drafts, pick, relinked) => {
          const written = await chain(drafts, sha256Node);
          const index = pick % written.length;
          const target = written[index]!;
          target.data = { ...target.data, forged: 'yes' };
          if (relinked) {
            // Given another prev_hash too, and hashed over it: only the comparison with the
            // previous revision's hash finds it.
            target.prev_hash = sha256Node(`forged link ${index}`);
          }
          target.hash = await hashRevision(target.prev_hash, target, sha256Node);
          const check = await checkChain(written, sha256HexWeb);
          if (relinked) {
            expect(check).toMatchObject({ valid: false, first_bad_seq: target.seq });
          } else if (index === written.length - 1) {
            // The last revision rewritten links to the previous one as before: only a
            // snapshot's or checkpoint's head can tell (the verify route, the checkpoints).
            expect(check).toMatchObject({ valid: true, head: { hash: target.hash } });
          } else {
            // Its successor still names the hash it had.
            expect(check).toMatchObject({ valid: false, first_bad_seq: target.seq + 1 });
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('checks every link: a chain whose hashes all recompute but whose prev_hash skips one is broken', async () => {
    const written = await chain([revision, revision, revision], sha256Node);
    // Revision 3 rewritten to follow revision 1, rehashed: it hashes to what it says.
    const forged = { ...written[2]!, prev_hash: written[0]!.hash };
    forged.hash = await hashRevision(forged.prev_hash, forged, sha256Node);
    expect(await checkChain([written[0]!, written[1]!, forged], sha256Node)).toEqual({
      valid: false,
      revisions: 3,
      head: { seq: 3, hash: forged.hash },
      first_bad_seq: 3,
    });
    // The first revision must name the genesis hash, or the vouched-for head it follows.
    const rooted = { ...written[0]!, prev_hash: 'f'.repeat(64) };
    rooted.hash = await hashRevision(rooted.prev_hash, rooted, sha256Node);
    expect(await checkChain([rooted], sha256Node)).toMatchObject({
      valid: false,
      first_bad_seq: 1,
    });
  });

  it('checks the revisions after a head already vouched for exactly as the whole chain', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(revisionArbitrary, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        async (drafts, pick) => {
          const written = await chain(drafts, sha256Node);
          const split = pick % (written.length + 1);
          const after =
            split === 0
              ? { seq: 0, hash: GENESIS_HASH }
              : { seq: split, hash: written[split - 1]!.hash };
          expect(await checkChain(written.slice(split), sha256Node, after)).toEqual(
            await checkChain(written, sha256Node),
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('reports the first revision after the head when it does not follow that head', async () => {
    const written = await chain([revision, revision, revision], sha256Node);
    const vouched = { seq: 1, hash: written[0]!.hash };
    expect(await checkChain(written.slice(2), sha256Node, vouched)).toMatchObject({
      valid: false,
      revisions: 2,
      first_bad_seq: 3,
    });
    expect(
      await checkChain(written.slice(1), sha256Node, { seq: 1, hash: 'f'.repeat(64) }),
    ).toMatchObject({ valid: false, revisions: 3, head: { seq: 3 }, first_bad_seq: 2 });
    expect(await checkChain([], sha256Node, vouched)).toEqual({
      valid: true,
      revisions: 1,
      head: vouched,
      first_bad_seq: null,
    });
  });
});

describe('revisionChanges', () => {
  it('lists every field from null for a create, leaving out id and timestamps', () => {
    expect(
      revisionChanges(null, {
        id: 1,
        name: 'Rent',
        amount: '10.00',
        created_at: 'x',
        updated_at: 'y',
      }),
    ).toEqual([
      { field: 'name', from: null, to: 'Rent' },
      { field: 'amount', from: null, to: '10.00' },
    ]);
  });

  it('lists only the fields that changed, with before and after', () => {
    const before = { id: 1, name: 'Rent', amount: '10.00', notes: null, updated_at: 'a' };
    const after = { id: 1, name: 'Rent', amount: '12.00', notes: 'paid late', updated_at: 'b' };
    expect(revisionChanges(before, after)).toEqual([
      { field: 'amount', from: '10.00', to: '12.00' },
      { field: 'notes', from: null, to: 'paid late' },
    ]);
  });
});

describe('verification codes', () => {
  it('makes 16 characters of the look-alike-free alphabet from 80 bits, grouped by four', () => {
    expect(snapshotCodeFromBytes(new Uint8Array(10))).toBe('FS-0000-0000-0000-0000');
    expect(snapshotCodeFromBytes(new Uint8Array(10).fill(255))).toBe('FS-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(() => snapshotCodeFromBytes(new Uint8Array(9))).toThrow(RangeError);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('reads back every code it makes, however it is typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        const code = snapshotCodeFromBytes(bytes);
        expect(code).toMatch(/^FS(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
        expect(parseSnapshotCode(code)).toBe(code);
        expect(parseSnapshotCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code);
        expect(parseSnapshotCode(code.slice(3).replace(/-/g, ''))).toBe(code);
        expect(parseSnapshotCode(code.replace(/0/g, 'O').replace(/1/g, 'I'))).toBe(code);
      }),
    );
  });

  it.each([
    '',
    'FS-7K2M',
    'FS-UUUU-UUUU-UUUU-UUUU',
    'FS-7K2M-9QXD-4TWE-H3NP-0',
    '7K2M9QXD4TWEH3N!',
  ])('refuses %j', (typed) => {
    expect(parseSnapshotCode(typed)).toBeNull();
  });
});

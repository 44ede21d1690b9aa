/**
 * Control characters in text fields and bad percent-encoding in a record's
 * id get a clear 4xx and change nothing; they never reach Postgres as a 500 (docs/security.md).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../test/databases';
import { setUpTrackerApi } from '../test/tracker-suites';
import { type ApiClient, TRACKER_RESOURCES, VALID_BODIES } from '../test/trackers';

const MALFORMED_URL = {
  error: 'Malformed percent-encoding in the URL path',
  code: 'malformed_request',
};

describe.each(TEST_DRIVERS)('hostile input on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);
  let api: ApiClient;

  beforeAll(async () => {
    ({ api } = await context.premiumUser());
  });

  it.each([
    ['expenses', 'name', 'Expense name'],
    ['events', 'description', 'Description'],
    ['networth', 'name', 'Name'],
    ['networth', 'notes', 'Notes'],
  ] as const)(
    'refuses control characters in %s.%s with 400 and the field message',
    async (resource, field, label) => {
      for (const text of [
        'Retainer\u0000',
        'Retainer\u0007',
        '\u001b[2JRetainer',
        'Re\u007ftainer',
      ]) {
        const response = await api.post(`/api/${resource}`, {
          ...VALID_BODIES[resource],
          [field]: text,
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          error: 'Validation failed',
          code: 'validation_failed',
          details: `${field}: ${label} contains a character that is not allowed`,
        });
      }
      const listed = await api.get(`/api/${resource}`);
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain('tainer');
    },
  );

  it('keeps tabs and line breaks in notes', async () => {
    const response = await api.post('/api/networth', {
      ...VALID_BODIES.networth,
      notes: 'Valued in 2024:\n\t- roof repaired\r\n',
    });
    expect(response.status).toBe(201);
    expect(response.body.notes).toBe('Valued in 2024:\n\t- roof repaired');
  });

  it.each(TRACKER_RESOURCES)(
    'answers a bad percent-encoding in /api/%s/:id with 400, never 500',
    async (resource) => {
      for (const id of ['%', '%E0%A4%A', '%ZZ', '1%']) {
        const updated = await api.put(`/api/${resource}/${id}`, VALID_BODIES[resource]);
        expect(updated.status).toBe(400);
        expect(updated.body).toEqual(MALFORMED_URL);
        const deleted = await api.delete(`/api/${resource}/${id}`);
        expect(deleted.status).toBe(400);
        expect(deleted.body).toEqual(MALFORMED_URL);
      }
    },
  );

  it('answers a bad percent-encoding in the local checkout session id with 400', async () => {
    const response = await api.get('/api/billing/checkout/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(MALFORMED_URL);
  });
});

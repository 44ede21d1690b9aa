import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { PARTIES_MESSAGES } from '@shared/parties';
import { TEST_DRIVERS } from '../../test/databases';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { VALID_BODIES } from '../../test/trackers';

const JO = { spouse_role: 'spouse_1', spouse_1_name: 'Jo', spouse_2_name: 'Sam' };

describe.each(TEST_DRIVERS)('GET and PUT /api/account/parties on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  it('start unset, keep the choice with trimmed names, and answer it to the next GET', async () => {
    const { api } = await context.freeUser();
    expect((await api.get('/api/account/parties')).body).toEqual({
      spouse_role: null,
      spouse_1_name: null,
      spouse_2_name: null,
    });

    const saved = await api.put('/api/account/parties', {
      spouse_role: 'spouse_2',
      spouse_1_name: ' Sam ',
      spouse_2_name: '',
    });
    expect(saved.status).toBe(200);
    const expected = { spouse_role: 'spouse_2', spouse_1_name: 'Sam', spouse_2_name: null };
    expect(saved.body).toEqual(expected);
    expect((await api.get('/api/account/parties')).body).toEqual(expected);
  });

  it('refuses a role other than spouse_1 or spouse_2 with 400 and keeps what was saved', async () => {
    const { api } = await context.freeUser();
    await api.put('/api/account/parties', JO);
    const response = await api.put('/api/account/parties', { ...JO, spouse_role: 'wife' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'Validation failed',
      code: 'validation_failed',
      details: `spouse_role: ${PARTIES_MESSAGES.roleInvalid}`,
    });
    expect((await api.get('/api/account/parties')).body).toEqual(JO);
  });

  it('refuses a control character in a name with 400', async () => {
    const { api } = await context.freeUser();
    const response = await api.put('/api/account/parties', { ...JO, spouse_2_name: 'Sa\u001bm' });
    expect(response.status).toBe(400);
    expect(response.body.details).toBe(
      "spouse_2_name: Spouse 2's first name contains a character that is not allowed",
    );
  });

  it('names the spouses in the division sentence, the data download and the shared view', async () => {
    const { api } = await context.premiumUser();
    await api.post('/api/networth', {
      ...VALID_BODIES.networth,
      ownership: 'spouse_2',
      proposed_to: 'spouse_2',
    });
    const sentence = 'To reach a 50/50 split of the marital estate, Spouse 2 pays Spouse 1';
    expect((await api.get('/api/networth/division')).body.sentence).toMatch(sentence);

    await api.put('/api/account/parties', JO);

    expect((await api.get('/api/networth/division')).body.sentence).toBe(
      'To reach a 50/50 split of the marital estate, Spouse 2 (Sam) pays Spouse 1 (you, Jo) $150,000.00.',
    );
    const download = await api.get('/api/account/export?format=json').buffer(true);
    expect(JSON.parse(download.text).profile.who_is_who).toEqual(JO);

    const made = await api.post('/api/shares', { label: 'Lawyer', scopes: ['networth'] });
    const token = new URL(made.body.url).pathname.split('/').at(-1)!;
    const view = (await supertest(context.testApp.app).get(`/api/shared/${token}`)).body;
    expect(view.spouses).toEqual({
      spouse_1: 'Spouse 1 (account holder, Jo)',
      spouse_2: 'Spouse 2 (Sam)',
    });
    expect(view.division.sentence).toBe(
      'To reach a 50/50 split of the marital estate, Spouse 2 (Sam) pays Spouse 1 (account holder, Jo) $150,000.00.',
    );
  });
});

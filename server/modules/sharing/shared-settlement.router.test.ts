/**
 * A professional link's `settlement` scope: the holder reads the owner's saved settlement
 * figures and her decision analysis with its results, their history, and both pages in the
 * link's case file; a link without the scope shows none of it, and its history is refused.
 */
import { unzipSync } from 'fflate';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from '@shared/api-contract';
import { SHARING_MESSAGES } from '@shared/sharing';
import { TEST_DRIVERS } from '../../test/databases';
import { downloaded } from '../../test/exports';
import { contentOfPdfFile } from '../../test/pdf-text';
import { DECISION_BODY, SCENARIO_BODY } from '../../test/routes';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { addOneOfEach, type ApiClient, VALID_BODIES } from '../../test/trackers';

const NOT_COVERED = { error: SHARING_MESSAGES.notCovered, code: 'not_found' };
/** The case file's section titles, as its cover and pages print them. */
const TITLES = {
  inventory: 'Assets and debts',
  settlement: 'Settlement vs. trial',
  decision: 'Decision analysis',
};

describe.each(TEST_DRIVERS)('settlement figures through a professional link on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);
  const visit = (path: string) => supertest(context.testApp.app).get(path);

  /** A premium user with records, saved settlement figures and a saved decision analysis. */
  async function owner(): Promise<ApiClient> {
    const { api } = await context.premiumUser();
    await addOneOfEach(api, (resource) => VALID_BODIES[resource]);
    expect((await api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
    expect((await api.put('/api/decision-analysis', DECISION_BODY)).status).toBe(200);
    return api;
  }

  async function share(api: ApiClient, scopes: string[]): Promise<string> {
    const response = await api.post('/api/shares', { label: 'My attorney', scopes });
    expect(response.status).toBe(201);
    return new URL(response.body.url).pathname.split('/').at(-1)!;
  }

  const caseFileOf = async (token: string) => {
    const made = await downloaded(
      visit(`/api/shared/${token}/export`).query({ paper_size: 'letter', time_zone: 'UTC' }),
    );
    expect(made.status).toBe(200);
    return contentOfPdfFile(unzipSync(made.bytes)['case-file.pdf']!);
  };

  it('shows the saved figures and the analysis with its results, as the owner reads them, when the link covers it', async () => {
    const api = await owner();
    const token = await share(api, ['settlement']);
    const response = await visit(`/api/shared/${token}`);
    expect(response.status).toBe(200);
    checkAnswer('GET', `/api/shared/${token}`, response.body);
    const own = await api.get('/api/decision-analysis');
    expect(response.body.settlement).toEqual({
      scenario: (await api.get('/api/settlement')).body.scenario,
      decision_analysis: {
        ...own.body.inputs,
        results: own.body.results,
        updated_at: own.body.updated_at,
      },
    });
    expect(response.body.settlement.decision_analysis).toMatchObject({
      note: DECISION_BODY.note,
      results: { ev_trial: '87702.40', break_even_probability: '44.8' },
    });
    // Nothing the link does not cover.
    expect(response.body.expenses).toBeUndefined();
    expect(response.body.networth).toBeUndefined();
  });

  it('answers null for what the owner has not saved yet', async () => {
    const { api } = await context.premiumUser();
    const token = await share(api, ['settlement']);
    const response = await visit(`/api/shared/${token}`);
    expect(response.body.settlement).toEqual({ scenario: null, decision_analysis: null });
  });

  it('gives the history of the analysis, and both pages in its case file', async () => {
    const api = await owner();
    const token = await share(api, ['networth', 'expenses', 'settlement']);
    const history = await visit(`/api/shared/${token}/history?entity=decision_analysis&id=1`);
    expect(history.status).toBe(200);
    expect(history.body.revisions).toEqual(
      (await api.get('/api/history?entity=decision_analysis&id=1')).body.revisions,
    );
    expect(history.body.revisions.map((revision: { action: string }) => revision.action)).toEqual([
      'create',
    ]);
    const pdf = await caseFileOf(token);
    for (const text of [
      TITLES.settlement,
      TITLES.decision,
      'Expected value of trial',
      '$87,702.40',
      'What else matters',
      DECISION_BODY.note,
    ]) {
      expect(pdf).toContain(`(${text}) Tj`);
    }
  });

  it('carries the analysis in a case file that covers it alone, but not the calculator’s page it cannot work out', async () => {
    const api = await owner();
    const pdf = await caseFileOf(await share(api, ['settlement']));
    expect(pdf).toContain(`(${TITLES.decision}) Tj`);
    expect(pdf).not.toContain(TITLES.settlement);
  });

  it('shows none of it through a link that does not cover it', async () => {
    const api = await owner();
    const token = await share(api, ['networth', 'expenses', 'events']);
    const response = await visit(`/api/shared/${token}`);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).not.toContain('settlement');
    for (const entity of ['decision_analysis', 'settlement_scenario']) {
      const history = await visit(`/api/shared/${token}/history?entity=${entity}&id=1`);
      expect([history.status, history.body]).toEqual([404, NOT_COVERED]);
    }
    const pdf = await caseFileOf(token);
    expect(pdf).toContain(`(${TITLES.inventory}) Tj`);
    expect(pdf).not.toContain(TITLES.decision);
    expect(pdf).not.toContain('Expected value of trial');
    expect(pdf).not.toContain(DECISION_BODY.note);
  });
});

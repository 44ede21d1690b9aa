import { describe, expect, it } from 'vitest';
import type { EventDto } from '@shared/events';
import {
  crudRoutes,
  describeTrackerApi,
  MALFORMED_IDS,
  type TrackerApi,
} from '../../test/tracker-suites';

const PARTY_INVALID =
  'party: Party must be one of: Ex-Spouse, Lawyer, Mediator, Judge, Financial Advisor, Other';
const CONCERN_RANGE = 'concern_level: Concern level must be between 1 and 5';
const hearing = {
  description: 'Custody hearing moved',
  date: '2025-03-05',
  party: 'judge',
  concern_level: 4,
};

const EVENTS: TrackerApi<EventDto> = {
  title: 'events',
  path: '/api/events',
  noun: 'event',
  routes: crudRoutes('/api/events'),
  body: hearing,
  change: { description: 'Hijacked' },
  premiumRequired: 'Premium subscription required to access Event Tracker.',
  notFound: 'Event not found',
  malformedIds: [...MALFORMED_IDS, 'latest'],
  emptyAnswer: [],
};

describeTrackerApi(EVENTS, ({ context, tests }) => {
  const addEvent = tests.add;

  describe('POST /api/events', () => {
    tests.itCreatesARecord({ body: hearing, answer: hearing });

    it('defaults the concern level to 1 and accepts it as a numeric string', async () => {
      const { api } = await context.premiumUser();
      const { concern_level: _omitted, ...withoutLevel } = hearing;
      expect((await addEvent(api, withoutLevel)).concern_level).toBe(1);
      expect((await addEvent(api, { ...hearing, concern_level: '5' })).concern_level).toBe(5);
    });

    it('trims the description and keeps the calendar date of an ISO datetime', async () => {
      const { api } = await context.premiumUser();
      const event = await addEvent(api, {
        ...hearing,
        description: '  Missed pickup  ',
        date: '2025-03-05T23:30:00-08:00',
      });
      expect(event).toMatchObject({ description: 'Missed pickup', date: '2025-03-05' });
    });

    tests.itIgnoresUserIdInTheBody();

    tests.itRejectsInvalidRecords([
      ['a missing description', { description: undefined }, 'description: Description is required'],
      ['a blank description', { description: ' ' }, 'description: Description is required'],
      ['a missing date', { date: undefined }, 'date: Invalid date format'],
      ['an unparseable date', { date: 'last week' }, 'date: Invalid date format'],
      ['an impossible date', { date: '2025-13-01' }, 'date: Invalid date format'],
      ['a missing party', { party: undefined }, 'party: Party is required'],
      ['an empty party', { party: '' }, 'party: Party is required'],
      ['an unknown party', { party: 'neighbour' }, PARTY_INVALID],
      ['concern level 0', { concern_level: 0 }, CONCERN_RANGE],
      ['concern level 6', { concern_level: 6 }, CONCERN_RANGE],
      ['concern level 2.5', { concern_level: 2.5 }, CONCERN_RANGE],
      ['a concern level that is not a number', { concern_level: 'high' }, CONCERN_RANGE],
    ]);

    tests.itReportsEveryInvalidField(
      'description: Description is required; date: Invalid date format; party: Party is required',
    );
  });

  describe('GET /api/events', () => {
    tests.itAnswersWhenEmpty('an empty list');

    tests.itListsOwnRecords({
      order: 'newest date first, then the latest added',
      bodies: [
        { ...hearing, date: '2025-01-10' },
        { ...hearing, date: '2025-03-01' },
        { ...hearing, date: '2025-01-10' },
      ],
      theirs: { ...hearing, date: '2025-12-31' },
      listed: [1, 2, 0],
    });
  });

  describe('PUT /api/events/:id', () => {
    tests.itUpdatesARecord('changes only %s when only it is sent, and moves updated_at on', [
      ['the description', { description: 'Hearing cancelled' }],
      ['the date', { date: '2025-06-30' }],
      ['the party', { party: 'mediator' }],
      ['the concern level', { concern_level: 1 }],
    ]);

    it('replaces every field when a full body is sent', async () => {
      const { api } = await context.premiumUser();
      const created = await addEvent(api);
      const full = {
        description: 'Signed agreement',
        date: '2025-07-01',
        party: 'lawyer',
        concern_level: 2,
      };
      const response = await api.put(`/api/events/${created.id}`, full);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: created.id,
        created_at: created.created_at,
        ...full,
      });
    });

    tests.itRejectsInvalidUpdates('rejects %s with 400 "No fields to update"', [
      ['a body with no fields', {}, 'No fields to update'],
    ]);

    tests.itRejectsInvalidUpdates(
      'rejects %s with 400 and the product’s message, changing nothing',
      [
        ['a blank description', { description: '' }, 'description: Description is required'],
        ['an unparseable date', { date: '31/02/2025' }, 'date: Invalid date format'],
        ['an empty party', { party: '' }, 'party: Party is required'],
        ['concern level 9', { concern_level: 9 }, CONCERN_RANGE],
      ],
    );

    tests.itAnswersForMissingRecords('put');
  });

  describe('DELETE /api/events/:id', () => {
    tests.itDeletesARecord();

    tests.itAnswersForMissingRecords('delete');
  });
});

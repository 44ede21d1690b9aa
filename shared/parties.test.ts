import { describe, expect, it } from 'vitest';
import { answerSentence, divideEstate, divisionSentence, toDivisionResponse } from './division';
import { ownershipLabel } from './networth';
import { NO_PARTIES, partiesSchema, spouseLabel, spouseLabels, type Parties } from './parties';
import { formatZodError } from './validation';

const jo: Parties = { spouse_role: 'spouse_1', spouse_1_name: 'Jo', spouse_2_name: 'Sam' };

describe('spouseLabel', () => {
  it('says "Spouse 1 (you, Jo)" and "Spouse 2 (Sam)" when she is Spouse 1 and named both', () => {
    expect(spouseLabel('spouse_1', jo)).toBe('Spouse 1 (you, Jo)');
    expect(spouseLabel('spouse_2', jo)).toBe('Spouse 2 (Sam)');
  });

  it('puts "you" beside Spouse 2 when she is Spouse 2', () => {
    const parties: Parties = { ...jo, spouse_role: 'spouse_2' };
    expect(spouseLabels(parties)).toEqual({
      spouse_1: 'Spouse 1 (Jo)',
      spouse_2: 'Spouse 2 (you, Sam)',
    });
  });

  it('says "Spouse 1 (you)" without names, and plain labels while nothing is set', () => {
    expect(spouseLabel('spouse_1', { ...NO_PARTIES, spouse_role: 'spouse_1' })).toBe(
      'Spouse 1 (you)',
    );
    expect(spouseLabel('spouse_2', { ...NO_PARTIES, spouse_role: 'spouse_1' })).toBe('Spouse 2');
    expect(spouseLabel('spouse_1', null)).toBe('Spouse 1');
    expect(spouseLabel('spouse_2', NO_PARTIES)).toBe('Spouse 2');
  });

  it('labels ownership and the division sentence with the choice; Joint stays Joint', () => {
    const labels = spouseLabels(jo);
    expect(ownershipLabel('spouse_1', labels)).toBe('Spouse 1 (you, Jo)');
    expect(ownershipLabel('joint', labels)).toBe('Joint');
    expect(ownershipLabel('spouse_2')).toBe('Spouse 2');
    expect(divisionSentence({ targetShare: 50, payment: -5_900_000 }, labels)).toBe(
      'To reach a 50/50 split of the marital estate, Spouse 1 (you, Jo) pays Spouse 2 (Sam) $59,000.00.',
    );
    const answer = toDivisionResponse({ ...divideEstate([], 60), payment: 5_900_000 });
    expect(answerSentence(answer, labels)).toBe(
      'To reach a 60/40 split of the marital estate, Spouse 2 (Sam) pays Spouse 1 (you, Jo) $59,000.00.',
    );
    expect(
      answerSentence(
        { ...answer, payment: { from: 'spouse_1', to: 'spouse_2', amount: '1.00' } },
        labels,
      ),
    ).toBe(
      'To reach a 60/40 split of the marital estate, Spouse 1 (you, Jo) pays Spouse 2 (Sam) $1.00.',
    );
    expect(divisionSentence(divideEstate([], 50))).toBe(
      'To reach a 50/50 split of the marital estate, no payment is needed.',
    );
  });
});

describe('partiesSchema', () => {
  it('trims names, and blank names become null', () => {
    expect(
      partiesSchema.parse({ spouse_role: 'spouse_2', spouse_1_name: '  Jo ', spouse_2_name: ' ' }),
    ).toEqual({ spouse_role: 'spouse_2', spouse_1_name: 'Jo', spouse_2_name: null });
  });

  it('refuses a role that is not spouse_1, spouse_2 or null', () => {
    const result = partiesSchema.safeParse({ spouse_role: 'husband' });
    expect(result.success).toBe(false);
    expect(formatZodError(result.error!)).toBe(
      'spouse_role: Which spouse you are must be spouse_1, spouse_2 or null',
    );
  });

  it('refuses a control character and a name over 100 characters', () => {
    const result = partiesSchema.safeParse({
      spouse_role: null,
      spouse_1_name: 'Jo\u0007',
      spouse_2_name: 'S'.repeat(101),
    });
    expect(formatZodError(result.error!)).toBe(
      "spouse_1_name: Spouse 1's first name contains a character that is not allowed; spouse_2_name: Spouse 2's first name must be at most 100 characters",
    );
  });
});

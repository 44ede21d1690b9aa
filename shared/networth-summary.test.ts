import { describe, expect, it } from 'vitest';
import type { NetworthSummary } from '@shared/networth';
import { spouseLabels } from '@shared/parties';
import { ownershipRows, summaryTotals } from './networth-summary';

const summary: NetworthSummary = {
  total_assets: '300000.00',
  total_debts: '1500.75',
  net_worth: '298499.25',
  spouse1_assets: '100000.00',
  spouse2_assets: '0.00',
  joint_assets: '200000.00',
  spouse1_percentage: 33.3,
  spouse2_percentage: 0,
  joint_percentage: 66.7,
  spouse1_debts: '500.25',
  spouse2_debts: '1000.50',
  joint_debts: '0.00',
  spouse1_debt_percentage: 33.3,
  spouse2_debt_percentage: 66.7,
  joint_debt_percentage: 0,
};

describe('summaryTotals', () => {
  it('formats the three cards in US dollars with cents', () => {
    expect(summaryTotals(summary)).toEqual({
      netWorth: '$298,499.25',
      totalAssets: '$300,000.00',
      totalDebts: '$1,500.75',
    });
  });

  it('shows a negative net worth with a minus sign', () => {
    expect(summaryTotals({ ...summary, net_worth: '-1200.50' }).netWorth).toBe('-$1,200.50');
  });
});

describe('ownershipRows', () => {
  it('names the spouses as she said who is who; Joint stays Joint', () => {
    const spouses = spouseLabels({
      spouse_role: 'spouse_1',
      spouse_1_name: 'Jo',
      spouse_2_name: 'Sam',
    });
    expect(ownershipRows(summary, 'assets', spouses).map((row) => row.label)).toEqual([
      'Spouse 1 (you, Jo)',
      'Spouse 2 (Sam)',
      'Joint',
    ]);
  });

  it('lists Spouse 1, Spouse 2 and Joint with the asset amounts and shares', () => {
    expect(ownershipRows(summary, 'assets')).toEqual([
      {
        owner: 'spouse_1',
        label: 'Spouse 1',
        amount: '$100,000.00',
        percent: 33.3,
        percentText: '33.3%',
      },
      { owner: 'spouse_2', label: 'Spouse 2', amount: '$0.00', percent: 0, percentText: '0.0%' },
      {
        owner: 'joint',
        label: 'Joint',
        amount: '$200,000.00',
        percent: 66.7,
        percentText: '66.7%',
      },
    ]);
  });

  it('uses the debt amounts and each owner’s share of the total debts', () => {
    const rows = ownershipRows(summary, 'debts');
    expect(rows.map((row) => [row.label, row.amount, row.percentText])).toEqual([
      ['Spouse 1', '$500.25', '33.3%'],
      ['Spouse 2', '$1,000.50', '66.7%'],
      ['Joint', '$0.00', '0.0%'],
    ]);
  });

  it('shows 0.0% for every owner when there are no debts', () => {
    const none = {
      ...summary,
      total_debts: '0.00',
      spouse1_debts: '0.00',
      spouse2_debts: '0.00',
      spouse1_debt_percentage: 0,
      spouse2_debt_percentage: 0,
    };
    expect(ownershipRows(none, 'debts').map((row) => row.percentText)).toEqual([
      '0.0%',
      '0.0%',
      '0.0%',
    ]);
  });

  it('works a debt share out from the amounts when the server sent none', () => {
    const { spouse1_debt_percentage: _1, ...rest } = summary;
    const rows = ownershipRows(rest as NetworthSummary, 'debts');
    // 500.25 / 1,500.75 = 33.33 %
    expect(rows[0]?.percentText).toBe('33.3%');
  });

  it('always writes one decimal and keeps the bar within 0–100', () => {
    const rows = ownershipRows(
      { ...summary, spouse1_percentage: 100, joint_percentage: 0 },
      'assets',
    );
    expect(rows[0]).toMatchObject({ percent: 100, percentText: '100.0%' });
    expect(rows[2]).toMatchObject({ percent: 0, percentText: '0.0%' });
  });
});

import { describe, expect, it } from 'vitest';
import { REPORT_WORDS } from './report-words';
import { buildNetworthReport, DISPUTED_ITEMS_BREAK_MM, PDF_FILE_NAME } from './networth-report';
import { divideEstate, toDivisionResponse } from '@shared/division';
import { pagesOf, textsOf } from '../../test/pdf-text';
import { makeItem, summaryFor } from '@shared/test-fixtures/networth-items';

const generatedAt = new Date(2025, 4, 3, 15, 30);

const house = makeItem({
  name: 'Family home',
  category: 'real_estate',
  ownership: 'joint',
  value: '450000.00',
  is_disputed: true,
  dispute_notes: 'Who paid the deposit',
});
const brokerage = makeItem({
  name: 'Brokerage (Vanguard)',
  category: 'investments',
  ownership: 'spouse_1',
  value: '12345.67',
  notes: 'Opened in 2012',
});
const boat = makeItem({
  name: 'Boat',
  category: 'other_assets',
  ownership: 'spouse_2',
  value: '0.01',
  is_disputed: true,
  dispute_notes: null,
});
const mortgage = makeItem({
  name: 'Mortgage',
  classification: 'debt',
  category: 'mortgages',
  ownership: 'joint',
  value: '300000.00',
});
const card = makeItem({
  name: 'Visa card',
  classification: 'debt',
  category: 'credit_cards',
  ownership: 'spouse_2',
  value: '2500.50',
  is_disputed: true,
  dispute_notes: '   ',
});
const items = [house, brokerage, boat, mortgage, card];
const summary = summaryFor(items);

describe('buildNetworthReport', () => {
  const doc = buildNetworthReport(items, summary, { generatedAt });
  const pages = pagesOf(doc);

  it('is an A4 portrait document saved as networth-report.pdf', () => {
    expect(PDF_FILE_NAME).toBe('networth-report.pdf');
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 0);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 0);
    expect(doc.getNumberOfPages()).toBe(2);
  });

  it('opens with the title and the generation date', () => {
    const first = textsOf(pages[0]);
    expect(first[0]).toContain('Net Worth Report');
    expect(first[0]).toMatch(/^Fairsplit/);
    expect(first).toContain('Generated on May 3, 2025');
  });

  it('puts Summary, Asset Ownership and Debt Responsibility on page one, in that order', () => {
    const first = textsOf(pages[0]);
    const order = ['Summary', 'Asset Ownership', 'Debt Responsibility'].map((heading) =>
      first.indexOf(heading),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(first).not.toContain('Family home');
    expect(first).not.toContain('Assets');
    expect(first).not.toContain('Debts');
    expect(first).not.toContain('Disputed Items');
  });

  it('writes the totals in US dollars with cents', () => {
    // 450,000.00 + 12,345.67 + 0.01 = 462,345.68; 300,000.00 + 2,500.50 = 302,500.50.
    const first = textsOf(pages[0]);
    const after = (label: string) => first[first.indexOf(label) + 1];
    expect(after('Net Worth')).toBe('$159,845.18');
    expect(after('Total Assets')).toBe('$462,345.68');
    expect(after('Total Debts')).toBe('$302,500.50');
  });

  it('lists each owner’s amount and share under Asset Ownership and Debt Responsibility', () => {
    const first = textsOf(pages[0]);
    const assetsAt = first.indexOf('Asset Ownership');
    const debtsAt = first.indexOf('Debt Responsibility');
    const assetRows = first.slice(assetsAt, debtsAt);
    const debtRows = first.slice(debtsAt);
    // 12,345.67 / 462,345.68 = 2.67 %; 0.01 / … = 0.0 %; 450,000 / … = 97.33 %.
    expect(assetRows).toEqual(
      expect.arrayContaining(['Spouse 1', '$12,345.67', '2.7%', 'Spouse 2', '$0.01', '0.0%']),
    );
    expect(assetRows).toEqual(expect.arrayContaining(['Joint', '$450,000.00', '97.3%']));
    expect(assetRows).toEqual(expect.arrayContaining(['Total Assets', '$462,345.68']));
    // 2,500.50 / 302,500.50 = 0.83 %; 300,000 / 302,500.50 = 99.17 %.
    expect(debtRows).toEqual(
      expect.arrayContaining(['$0.00', '0.0%', '$2,500.50', '0.8%', '$300,000.00', '99.2%']),
    );
    expect(debtRows).toEqual(expect.arrayContaining(['Total Debts', '$302,500.50']));
  });

  it('lists the assets, the debts and the disputed items on page two', () => {
    const second = textsOf(pages[1]);
    const at = (text: string) => second.indexOf(text);
    expect(at('Assets')).toBe(0);
    expect(at('Assets')).toBeLessThan(at('Debts'));
    expect(at('Debts')).toBeLessThan(at('Disputed Items'));

    const assets = second.slice(at('Assets'), at('Debts'));
    expect(assets).toEqual(
      expect.arrayContaining(['Name', 'Category', 'Ownership', 'Value', 'Status']),
    );
    expect(assets).toEqual(
      expect.arrayContaining([
        'Family home',
        'Real Estate',
        'Joint',
        '$450,000.00',
        'Disputed',
        'Brokerage (Vanguard)',
        'Opened in 2012',
        'Investments',
        'Spouse 1',
        '$12,345.67',
        'Agreed',
        'Boat',
        'Other Assets',
        '$0.01',
        'Total Assets',
        '$462,345.68',
      ]),
    );
    expect(assets).not.toContain('Mortgage');

    const debts = second.slice(at('Debts'), at('Disputed Items'));
    expect(debts).toEqual(
      expect.arrayContaining([
        'Amount',
        'Mortgage',
        'Mortgages',
        '$300,000.00',
        'Visa card',
        'Credit Cards',
        'Spouse 2',
        '$2,500.50',
        'Total Debts',
        '$302,500.50',
      ]),
    );
    expect(debts).not.toContain('Family home');
  });

  it('lists only disputed items, with "No details provided" for empty dispute notes', () => {
    const second = textsOf(pages[1]);
    const disputed = second.slice(second.indexOf('Disputed Items'));
    expect(disputed).toEqual(expect.arrayContaining(['Name', 'Type', 'Value', 'Dispute Notes']));
    expect(disputed).toEqual(
      expect.arrayContaining(['Family home', 'Asset', '$450,000.00', 'Who paid the deposit']),
    );
    expect(disputed).toEqual(expect.arrayContaining(['Boat', '$0.01', 'Visa card', 'Debt']));
    expect(disputed.filter((text) => text === REPORT_WORDS.en.noDisputeDetails)).toHaveLength(2);
    expect(disputed).not.toContain('Mortgage');
    expect(disputed).not.toContain('Brokerage (Vanguard)');
  });

  it('numbers the pages', () => {
    expect(textsOf(pages[0])).toContain('Page 1 of 2');
    expect(textsOf(pages[1])).toContain('Page 2 of 2');
  });

  it('prints where and with which code to verify a verified export on every page', () => {
    const verified = pagesOf(
      buildNetworthReport(items, summary, {
        generatedAt,
        verification: {
          code: 'FS-7K2M-9QXD-4TWE-H3NP',
          verifyUrl: 'https://fairsplit.test/verify',
        },
      }),
    );
    expect(textsOf(verified[0])).toContain(
      'Page 1 of 2 · Verify at https://fairsplit.test/verify · Code FS-7K2M-9QXD-4TWE-H3NP',
    );
    expect(textsOf(verified[1])).toContain(
      'Page 2 of 2 · Verify at https://fairsplit.test/verify · Code FS-7K2M-9QXD-4TWE-H3NP',
    );
  });
});

describe('the Proposed division page', () => {
  // The worked example of docs/division.md, with the IRA kept as Spouse 2's separate property
  // instead.
  const example = [
    makeItem({ name: 'House', value: '450000.00', proposed_to: 'spouse_1' }),
    makeItem({
      name: 'Mortgage',
      classification: 'debt',
      category: 'mortgages',
      value: '300000.01',
      proposed_to: 'spouse_1',
    }),
    makeItem({ name: 'IRA', ownership: 'spouse_2', value: '29999.70', proposed_to: 'spouse_2' }),
    makeItem({ name: 'Car', value: '20000.20', proposed_to: 'sell' }),
    makeItem({
      name: 'Inheritance',
      ownership: 'spouse_1',
      value: '5000.00',
      character: 'separate',
    }),
  ];
  const division = toDivisionResponse(divideEstate(example, 50));
  const doc = buildNetworthReport(example, summaryFor(example), { generatedAt, division });
  const last = textsOf(pagesOf(doc)[doc.getNumberOfPages() - 1]);

  it('ends the report with the balance sheet, the sentence and the separate property', () => {
    expect(last).toEqual(
      expect.arrayContaining([
        'Proposed division',
        "Spouse 1's target share of the marital estate: 50%. Marital estate: $199,999.89.",
        'Receives (net)',
        '$149,999.99',
        '$29,999.70',
        'Share of items to sell or undecided',
        '$10,000.10',
        'Equalization payment',
        '-$60,000.15',
        '+$60,000.15',
        'Total after payment',
        '$99,999.94',
        '$99,999.95',
        'To reach a 50/50 split of the marital estate, Spouse 1 pays Spouse 2 $60,000.15.',
        'Where each item goes',
        'Sell',
        'Separate property',
        'Inheritance',
        'Spouse 1',
        '$5,000.00',
      ]),
    );
  });

  it('lists where each marital item goes, a split with its share', () => {
    const split = [
      ...example.slice(0, 2),
      makeItem({
        name: 'IRA',
        ownership: 'spouse_2',
        value: '29999.70',
        proposed_to: 'split',
        split_share: '62.5',
      }),
      makeItem({ name: 'Boat', value: '1000.00' }),
    ];
    const report = buildNetworthReport(split, summaryFor(split), {
      generatedAt,
      division: toDivisionResponse(divideEstate(split, 50)),
    });
    const texts = textsOf(pagesOf(report)[report.getNumberOfPages() - 1]);
    const row = (name: string) => texts.slice(texts.indexOf(name), texts.indexOf(name) + 4);
    expect(texts).toContain('Where each item goes');
    expect(row('House')).toEqual(['House', 'Asset', 'Spouse 1', '$450,000.00']);
    expect(row('Mortgage')).toEqual(['Mortgage', 'Debt', 'Spouse 1', '$300,000.01']);
    expect(row('IRA')).toEqual(['IRA', 'Asset', 'Split: 62.5% to Spouse 1', '$29,999.70']);
    expect(row('Boat')).toEqual(['Boat', 'Asset', 'Undecided', '$1,000.00']);
  });

  it('is left out when no division is given', () => {
    const without = buildNetworthReport(example, summaryFor(example), { generatedAt });
    expect(without.getNumberOfPages()).toBe(doc.getNumberOfPages() - 1);
    expect(pagesOf(without).flatMap(textsOf)).not.toContain('Proposed division');
  });
});

describe('the Disputed Items page break', () => {
  function manyItems(count: number) {
    return Array.from({ length: count }, (_, index) =>
      makeItem({
        name: `Item ${index}`,
        classification: index % 2 === 0 ? 'asset' : 'debt',
        category: index % 2 === 0 ? 'vehicles' : 'auto_loans',
        value: '1000.00',
        is_disputed: index === 0,
      }),
    );
  }

  function layout(count: number) {
    const list = manyItems(count);
    const doc = buildNetworthReport(list, summaryFor(list), { generatedAt });
    const pages = pagesOf(doc);
    const debtsTotal = pages[1]!.find((placed) => placed.text === 'Total Debts')!;
    const pageOfHeading = pages.findIndex((page) =>
      page.some((placed) => placed.text === 'Disputed Items'),
    );
    const heading = pages[pageOfHeading]!.find((placed) => placed.text === 'Disputed Items')!;
    return { pages, debtsTotal, pageOfHeading, heading };
  }

  it('keeps Disputed Items on page two while the content ends above 180 mm', () => {
    const { debtsTotal, pageOfHeading, heading } = layout(8);
    expect(debtsTotal.y).toBeLessThan(DISPUTED_ITEMS_BREAK_MM - 10);
    expect(pageOfHeading).toBe(1);
    expect(heading.y).toBeGreaterThan(debtsTotal.y);
  });

  it('starts Disputed Items at the top of a new page once the content has passed 180 mm', () => {
    const { pages, debtsTotal, pageOfHeading, heading } = layout(20);
    expect(debtsTotal.y).toBeGreaterThan(DISPUTED_ITEMS_BREAK_MM);
    expect(pages).toHaveLength(3);
    expect(pageOfHeading).toBe(2);
    expect(heading.y).toBeCloseTo(20, 0);
    expect(textsOf(pages[2])[0]).toBe('Disputed Items');
    expect(textsOf(pages[2])).toContain('Item 0');
  });

  it('says so when a section has nothing to list', () => {
    const list = [makeItem({ name: 'Savings', category: 'cash_accounts', value: '10.00' })];
    const pages = pagesOf(buildNetworthReport(list, summaryFor(list), { generatedAt }));
    const second = textsOf(pages[1]);
    expect(second).toContain('Savings');
    expect(second).toContain('No debts recorded.');
    expect(second).toContain('No disputed items.');
  });
});

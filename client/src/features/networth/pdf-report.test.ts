import type { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import {
  buildNetworthReport,
  DISPUTED_ITEMS_BREAK_MM,
  NO_DISPUTE_DETAILS,
  PDF_FILE_NAME,
} from './pdf-report';
import { makeItem, summaryFor } from './test-data';

const PT_PER_MM = 72 / 25.4;

interface PlacedText {
  text: string;
  /** Baseline, in mm from the top of the page. */
  y: number;
}

/**
 * The text jsPDF drew on each page, in drawing order, read from the uncompressed content
 * streams: every `x y Td` followed by one or more `(text) Tj` (several for wrapped lines).
 */
function pagesOf(doc: jsPDF): PlacedText[][] {
  const height = doc.internal.pageSize.getHeight();
  const pages = (doc.internal as unknown as { pages: (string[] | null)[] }).pages;
  return pages.slice(1).map((page) => {
    const content = (page ?? []).join('\n');
    const placed: PlacedText[] = [];
    const block = /[\d.]+ ([\d.]+) Td\n((?:\((?:\\.|[^\\)])*\) Tj\n?(?:T\*\n)?)+)/g;
    for (const match of content.matchAll(block)) {
      const y = height - Number(match[1]) / PT_PER_MM;
      for (const line of match[2]!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
        placed.push({ text: line[1]!.replace(/\\(.)/g, '$1'), y });
      }
    }
    return placed;
  });
}

function textsOf(page: PlacedText[] | undefined): string[] {
  return (page ?? []).map((placed) => placed.text);
}

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
    expect(disputed.filter((text) => text === NO_DISPUTE_DETAILS)).toHaveLength(2);
    expect(disputed).not.toContain('Mortgage');
    expect(disputed).not.toContain('Brokerage (Vanguard)');
  });

  it('numbers the pages', () => {
    expect(textsOf(pages[0])).toContain('Page 1 of 2');
    expect(textsOf(pages[1])).toContain('Page 2 of 2');
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

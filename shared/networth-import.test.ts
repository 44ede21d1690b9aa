import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvRecord, NETWORTH_CSV_HEADERS } from './csv';
import { parseCsvText } from './csv-import';
import { DIVISION_MESSAGES } from './division';
import { NETWORTH_MESSAGES } from './networth';
import {
  buildNetworthImportRows,
  detectNetworthColumns,
  NETWORTH_IMPORT_NOTES,
} from './networth-import';

/** The whole browser path: parse, detect, read every row. */
function importText(text: string, ownership: 'spouse_1' | 'spouse_2' | 'joint' | null = null) {
  const { header, rows } = parseCsvText(text);
  const mapping = detectNetworthColumns(header);
  return { mapping, rows: buildNetworthImportRows(rows, mapping, ownership) };
}

describe('reading a net-worth CSV', () => {
  it('finds every column of our own export', () => {
    expect(detectNetworthColumns(NETWORTH_CSV_HEADERS)).toEqual({
      name: 1,
      type: 2,
      category: 3,
      ownership: 4,
      value: 5,
      character: 6,
      proposed_to: 7,
      split_share: 8,
      disputed: 9,
      dispute_notes: 10,
      notes: 11,
    });
  });

  it('reads our export back, labels and all', () => {
    const text =
      CSV_BOM +
      csvRecord([...NETWORTH_CSV_HEADERS]) +
      csvRecord([
        '7',
        "'=House",
        'Asset',
        'Real Estate',
        'Joint',
        '450000.00',
        'Marital',
        'Spouse 1',
        '',
        'Yes',
        'Appraisal, contested',
        'Line one\nline two',
        '2025-01-01T00:00:00.000Z',
      ]) +
      csvRecord([
        '8',
        'Pension',
        'Asset',
        'Retirement Accounts',
        'Spouse 2',
        '120000.00',
        'Marital',
        'Split',
        '62.5',
        'No',
        '',
        '',
        '2025-01-01T00:00:00.000Z',
      ]);
    const { rows } = importText(text);
    expect(rows.map((row) => [row.status, row.values, row.note])).toEqual([
      [
        'valid',
        {
          name: '=House',
          classification: 'asset',
          category: 'real_estate',
          ownership: 'joint',
          value: '450000.00',
          character: 'marital',
          proposed_to: 'spouse_1',
          split_share: null,
          is_disputed: true,
          dispute_notes: 'Appraisal, contested',
          notes: 'Line one\nline two',
        },
        null,
      ],
      [
        'valid',
        {
          name: 'Pension',
          classification: 'asset',
          category: 'retirement_accounts',
          ownership: 'spouse_2',
          value: '120000.00',
          character: 'marital',
          proposed_to: 'split',
          split_share: '62.5',
          is_disputed: false,
          dispute_notes: null,
          notes: null,
        },
        null,
      ],
    ]);
  });

  it('reads a plain spreadsheet: a negative value is a debt, an unknown category is Other, the owner comes from the choice', () => {
    const text = [
      'Item;Balance;Category',
      'Family home;$450,000.00;Real estate',
      'Mortgage;(300,000.01);Mortgages',
      'Boat;12.000,50;Toys',
    ].join('\n');
    const { mapping, rows } = importText(text, 'joint');
    expect(mapping).toMatchObject({ name: 0, value: 1, category: 2, type: null, ownership: null });
    expect(
      rows.map((row) => [
        row.status,
        row.values?.classification,
        row.values?.category,
        row.values?.ownership,
        row.values?.value,
        row.note,
      ]),
    ).toEqual([
      ['valid', 'asset', 'real_estate', 'joint', '450000.00', null],
      ['valid', 'debt', 'mortgages', 'joint', '300000.01', NETWORTH_IMPORT_NOTES.negativeIsDebt],
      [
        'valid',
        'asset',
        'other_assets',
        'joint',
        '12000.50',
        NETWORTH_IMPORT_NOTES.otherCategory('Toys', 'other_assets'),
      ],
    ]);
  });

  it('marks invalid rows with the tracker’s own messages', () => {
    const text = [
      'Name,Type,Owner,Value,Character,Proposed to,Split share,Disputed',
      ',Asset,Spouse 1,10,,,,',
      'Ring,Asset,Joint,10,Separate,,,',
      'Car,Thing,Neighbour,ten,,,,',
      'Pension,Asset,Spouse 1,10,,Split,,',
      'Boat,Asset,Spouse 1,10,,Sell,,maybe',
    ].join('\n');
    const { rows } = importText(text);
    expect(rows.map((row) => [row.status, row.errors])).toEqual([
      ['invalid', { name: NETWORTH_MESSAGES.nameRequired }],
      ['invalid', { character: DIVISION_MESSAGES.jointSeparate }],
      [
        'invalid',
        {
          classification: NETWORTH_MESSAGES.classificationRequired,
          category: NETWORTH_MESSAGES.categoryRequired,
          ownership: NETWORTH_MESSAGES.ownershipRequired,
          value: NETWORTH_MESSAGES.valuePositive,
        },
      ],
      ['invalid', { split_share: DIVISION_MESSAGES.splitShareRequired }],
      ['invalid', { is_disputed: NETWORTH_MESSAGES.disputedBoolean }],
    ]);
  });

  it('gives the field messages for words that name no type, owner or proposal, even "constructor"', () => {
    const text = [
      'Name,Type,Owner,Value,Proposed to',
      'Ring,constructor,toString,10,__proto__',
    ].join('\n');
    const [row] = importText(text).rows;
    expect(row?.errors).toEqual({
      classification: NETWORTH_MESSAGES.classificationRequired,
      category: NETWORTH_MESSAGES.categoryRequired,
      ownership: NETWORTH_MESSAGES.ownershipRequired,
      proposed_to: DIVISION_MESSAGES.proposalInvalid,
    });
  });

  it('needs an owner: from the file, or the choice for rows without one', () => {
    const text = ['Name,Value,Owner', 'House,10,', 'Car,5,Spouse 2'].join('\n');
    expect(importText(text).rows.map((row) => row.status)).toEqual(['invalid', 'valid']);
    expect(importText(text, 'spouse_1').rows.map((row) => row.values?.ownership)).toEqual([
      'spouse_1',
      'spouse_2',
    ]);
  });

  it('marks likely duplicates of recorded items and of earlier rows', () => {
    const { header, rows } = parseCsvText(
      [
        'Name,Type,Value,Owner',
        'House,Asset,450000,Joint',
        'Car,Asset,5,Joint',
        'car,Asset,5.00,Joint',
      ].join('\n'),
    );
    const read = buildNetworthImportRows(rows, detectNetworthColumns(header), null, [
      { name: 'house', classification: 'asset', value: '450000.00' },
    ]);
    expect(read.map((row) => [row.status, row.note])).toEqual([
      ['duplicate', NETWORTH_IMPORT_NOTES.duplicate],
      ['valid', null],
      ['duplicate', NETWORTH_IMPORT_NOTES.repeated],
    ]);
  });
});

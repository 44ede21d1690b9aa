/**
 * A Spanish reader's net-worth report and case file are in Spanish, read back as a reader's PDF
 * viewer reads them (pdftotext): the headings, the tables, the sentences and the dates, and none
 * of the English words that would otherwise be left.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../../test/databases';
import { downloaded } from '../../test/exports';
import { pdfToText } from '../../test/pdf-text';
import { SCENARIO_BODY } from '../../test/routes';
import { setUpTrackerApi } from '../../test/tracker-suites';
import { addOneOfEach, type ApiClient, VALID_BODIES } from '../../test/trackers';

const SPANISH = 'es-US,es;q=0.9';
const TIME_ZONE = 'America/New_York';

/** English that a report left untranslated would show. */
const ENGLISH = [
  'Net Worth',
  'Total Assets',
  'Total Debts',
  'Generated on',
  'Exported',
  'Summary',
  'Page ',
  'Verify at',
  'Spouse 1',
  'Real Estate',
  'Proposed division',
  'To reach',
  'Concern level',
  'Settlement',
  'Trial',
  'Disputed',
];

describe.each(TEST_DRIVERS)('a Spanish reader’s reports on %s', (driver) => {
  const { context } = setUpTrackerApi(driver);

  async function ownerWithRecords(): Promise<ApiClient> {
    const { api } = await context.premiumUser();
    await addOneOfEach(api, (resource) => VALID_BODIES[resource]);
    expect((await api.put('/api/settlement', SCENARIO_BODY)).status).toBe(200);
    return api;
  }

  it('writes the net-worth report in Spanish', async () => {
    const api = await ownerWithRecords();
    const report = await downloaded(
      api
        .post('/api/exports/networth-report', { time_zone: TIME_ZONE })
        .set('Accept-Language', SPANISH),
    );
    expect(report.status).toBe(200);
    const text = pdfToText(report.bytes);
    for (const spanish of [
      'Fairsplit — Informe de patrimonio neto',
      'Titularidad de los bienes',
      'Bienes raíces',
      'Conjunto',
      'División propuesta',
      'Para llegar a una división 50/50 del patrimonio conyugal',
      'Página 1 de',
      'Verifique en',
    ]) {
      expect(text).toContain(spanish);
    }
    expect(text).toMatch(/Hecho el \d{1,2} de [a-z]+ de \d{4}/);
    expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  });

  it('writes the case file in Spanish, its CSVs keeping their English headers', async () => {
    const api = await ownerWithRecords();
    const caseFile = await downloaded(
      api
        .post('/api/exports/case-file', { paper_size: 'letter', time_zone: TIME_ZONE })
        .set('Accept-Language', SPANISH),
    );
    expect(caseFile.status).toBe(200);
    const files = unzipSync(caseFile.bytes);
    const text = pdfToText(files['case-file.pdf']!);
    for (const spanish of [
      'Fairsplit — Expediente',
      'Preparado para',
      'Código de verificación',
      'Qué contiene',
      'Libro de gastos',
      'Cronología de eventos',
      'Acuerdo o juicio',
      'Eventos por nivel de preocupación',
      'Muy baja',
      'Juez',
      'Bienes raíces',
      'Tolerancia al riesgo',
    ]) {
      expect(text).toContain(spanish);
    }
    expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
    expect(new TextDecoder().decode(files['expenses.csv']!)).toContain('ID,Date,Name,Amount');
  });

  it('keeps an English reader’s report in English', async () => {
    const api = await ownerWithRecords();
    const report = await downloaded(
      api
        .post('/api/exports/networth-report', { time_zone: TIME_ZONE })
        .set('Accept-Language', 'en-US'),
    );
    const text = pdfToText(report.bytes);
    expect(text).toContain('Fairsplit — Net Worth Report');
    expect(text).toContain('Asset Ownership');
  });
});

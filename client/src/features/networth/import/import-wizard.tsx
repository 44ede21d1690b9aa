/**
 * The net-worth importer, loaded with Papa Parse only when the dialog opens: our own
 * networth.csv, or a spreadsheet of assets and debts, its columns, and the rows as items.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportWizardProps } from '@/components/csv-import/csv-import-dialog';
import type { CsvSource } from '@/components/csv-import/file-step';
import { CsvImportWizard } from '@/components/csv-import/import-wizard';
import type { PreviewShape } from '@/components/csv-import/preview-step';
import { liveTexts } from '@/components/ui/live-texts';
import { currentLanguage } from '@/lib/i18n';
import { cellAt } from '@shared/csv-import';
import { formatUsd } from '@shared/money';
import { categoryName, type NetworthItemValues, ownershipLabel } from '@shared/networth';
import { buildNetworthImportRows, type NetworthColumnMapping } from '@shared/networth-import';
import { NETWORTH_TEXTS, networthQueryOptions, useImportNetworthItems } from '../api';
import { type NetworthColumnsDecision, NetworthColumnsStep } from './columns-step';

/** The preview's column headings and words, read in the language being spoken. */
const PREVIEW_TEXT = liveTexts({
  labels: { detail: msg`Type and owner`, name: msg`Name`, amount: msg`Value` },
  noun: { one: msg`item`, many: msg`items` },
  asset: msg`Asset`,
  debt: msg`Debt`,
});

/** How an item reads in the preview: "Debt · Mortgages · Joint", its name and its value. */
function previewShape(mapping: NetworthColumnMapping): PreviewShape<NetworthItemValues> {
  return {
    labels: PREVIEW_TEXT.labels,
    noun: PREVIEW_TEXT.noun,
    failedTitle: NETWORTH_TEXTS.import.failedTitle,
    cells: (row, cells) =>
      row.values === null
        ? {
            detail: [mapping.type, mapping.category, mapping.ownership]
              .map((column) => cellAt(cells, column))
              .filter(Boolean)
              .join(' · '),
            name: cellAt(cells, mapping.name),
            amount: cellAt(cells, mapping.value),
          }
        : {
            detail: [
              row.values.classification === 'asset' ? PREVIEW_TEXT.asset : PREVIEW_TEXT.debt,
              categoryName(row.values.category, currentLanguage()),
              ownershipLabel(row.values.ownership, undefined, currentLanguage()),
            ].join(' · '),
            name: row.values.name,
            amount: formatUsd(row.values.value),
          },
  };
}

/** Closes the dialog on Cancel, or once the rows are imported. */
export function NetworthImportWizard({ onClose }: ImportWizardProps) {
  const queryClient = useQueryClient();
  const importItems = useImportNetworthItems();
  const { t } = useLingui();

  function readRows(source: CsvSource, { mapping, ownership }: NetworthColumnsDecision) {
    // The items as they stand (loaded before the page showed them): what a row may duplicate.
    const existing = queryClient.getQueryData(networthQueryOptions.queryKey)?.items ?? [];
    return {
      rows: buildNetworthImportRows(source.csv.rows, mapping, ownership, existing),
      shape: previewShape(mapping),
    };
  }

  return (
    <CsvImportWizard
      intro={t`Drop a CSV of your assets and debts here, or choose it below: a Fairsplit net-worth export, or a spreadsheet saved as CSV with at least a name and a value for each item.`}
      hint={t`A .csv file of at most 2 MB and 5,000 rows. Nothing is added until you check the rows and choose Import.`}
      ColumnsStep={NetworthColumnsStep}
      readRows={readRows}
      importRows={importItems}
      onClose={onClose}
    />
  );
}

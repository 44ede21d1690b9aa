/**
 * The expense importer, loaded with Papa Parse only when the dialog opens: a bank's CSV (or our
 * own export), its date, description, amount and category columns, her rules by payee text,
 * and the rows as expenses, each with its category.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportWizardProps } from '@/components/csv-import/csv-import-dialog';
import type { CsvSource } from '@/components/csv-import/file-step';
import { CsvImportWizard } from '@/components/csv-import/import-wizard';
import type { PreviewShape } from '@/components/csv-import/preview-step';
import { liveTexts } from '@/components/ui/live-texts';
import { useLanguage } from '@/lib/i18n';
import { buildImportRows, cellAt, type ColumnMapping } from '@shared/csv-import';
import { formatDisplayDate } from '@shared/dates';
import { type CategoryRule, expenseCategoryName } from '@shared/expense-categories';
import type { ExpenseValues } from '@shared/expenses';
import { formatUsd } from '@shared/money';
import { EXPENSE_TEXT, expensesQueryOptions, useImportExpenses } from '../api';
import { mappingOf, matchingRule } from './column-choice';
import { type ColumnsDecision, ColumnsStep } from './columns-step';

/** The preview's column headings and what it imports, read in the language being spoken. */
const PREVIEW_TEXT = liveTexts({
  labels: { detail: msg`Date`, name: msg`Description`, amount: msg`Amount` },
  noun: { one: msg`expense`, many: msg`expenses` },
});

/**
 * The category a row will have, under its name: in the reader's language, and, when one of her
 * rules gave it, which.
 */
function RowCategory({ values, rule }: { values: ExpenseValues; rule: CategoryRule | null }) {
  const language = useLanguage();
  const name = expenseCategoryName(values.category, language);
  if (rule === null || rule.category !== values.category) return name;
  const { contains } = rule;
  return (
    <Trans>
      {name} · by your rule &ldquo;{contains}&rdquo;
    </Trans>
  );
}

/** How an expense reads in the preview: what will be saved, or the file's own cells. */
function previewShape(
  mapping: ColumnMapping,
  rules: readonly CategoryRule[],
): PreviewShape<ExpenseValues> {
  return {
    labels: PREVIEW_TEXT.labels,
    noun: PREVIEW_TEXT.noun,
    failedTitle: EXPENSE_TEXT.import.failedTitle,
    cells: (row, cells) =>
      row.values === null
        ? {
            detail: cellAt(cells, mapping.date),
            name: cellAt(cells, mapping.name),
            amount:
              cellAt(cells, mapping.amount) ||
              cellAt(cells, mapping.debit) ||
              cellAt(cells, mapping.credit),
          }
        : {
            detail: formatDisplayDate(row.values.date),
            name: row.values.name,
            // A rule counts only where the file's category cell is empty.
            nameDetail: (
              <RowCategory
                values={row.values}
                rule={
                  cellAt(cells, mapping.category ?? null) === ''
                    ? matchingRule(row.values.name, rules)
                    : null
                }
              />
            ),
            amount: formatUsd(row.values.amount),
          },
  };
}

/** Closes the dialog on Cancel, or once the rows are imported. */
export function ImportWizard({ onClose }: ImportWizardProps) {
  const queryClient = useQueryClient();
  const importExpenses = useImportExpenses();
  const { t } = useLingui();

  function readRows(source: CsvSource, decision: ColumnsDecision) {
    const mapping = mappingOf(decision.choice);
    // The tracker's list as it stands (loaded before the button was enabled): what a row may
    // duplicate. Read, not subscribed to, so the preview does not change under the user.
    const existing = queryClient.getQueryData(expensesQueryOptions.queryKey) ?? [];
    return {
      rows: buildImportRows(
        source.csv.rows,
        mapping,
        decision.dateFormat,
        existing,
        decision.rules,
      ),
      shape: previewShape(mapping, decision.rules),
    };
  }

  return (
    <CsvImportWizard
      intro={
        <Trans>
          Drop your bank&apos;s CSV export here, or choose it below. Most banks offer one under
          &ldquo;Download transactions&rdquo;.
        </Trans>
      }
      hint={t`A .csv file of at most 2 MB and 5,000 rows, from your bank or a Fairsplit export. Nothing is added until you check the rows and choose Import.`}
      ColumnsStep={ColumnsStep}
      readRows={readRows}
      importRows={importExpenses}
      onClose={onClose}
    />
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import { formatDisplayDate } from '@shared/dates';
import { cellAt, type DateFormat, firstValue, readDate } from '@shared/csv-import';
import {
  type CategoryRule,
  expenseCategoryName,
  isExpenseCategory,
  readExpenseCategory,
} from '@shared/expense-categories';
import { ExpenseCategorySelect } from '../components/expense-category-select';
import {
  type AmountLayout,
  checkChoice,
  checkRuleDraft,
  type ChoiceField,
  type ColumnChoice,
  columnCells,
  DATE_FORMATS,
  DATE_ORDERS,
  detectChoice,
  RULE_MESSAGES,
  type RuleDraft,
  type RuleErrors,
  suggestDateFormat,
  suggestRuleWords,
} from './column-choice';
import type { ColumnsStepProps } from '@/components/csv-import/import-wizard';
import { ColumnsFooter } from '@/components/csv-import/wizard-footer';

/** What the user settled on, kept when they come back from the preview. */
export type ColumnsDecision = {
  choice: ColumnChoice;
  dateFormat: DateFormat;
  /** Her rules by payee text, for rows the file gives no category: the first that fits counts. */
  rules: CategoryRule[];
};

type ColumnField = 'date' | 'name' | 'amount' | 'debit' | 'credit' | 'category';

const EMPTY_DRAFT: RuleDraft = { contains: '', category: '' };

/** A detected format, or nothing chosen when the column's dates could be read two ways or none. */
function formatToOffer(cells: readonly string[]): DateFormat | null {
  const suggestion = suggestDateFormat(cells);
  return suggestion === 'ambiguous' ? null : suggestion;
}

/**
 * Step 2, "Match the columns": which column holds the date, the description and the amount
 * (or the debit and credit), how the dates are written, and which holds the category, if any.
 * Everything starts as detected; when the dates could be month-first or day-first, the user
 * says which. Below, her rules by payee text give a category to rows the file gives none.
 */
export function ColumnsStep({
  source,
  initial,
  onBack,
  onPreview,
}: ColumnsStepProps<ColumnsDecision>) {
  const { csv, fileName } = source;
  const rowTotal = csv.rows.length;
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<ColumnChoice>(
    () => initial?.choice ?? detectChoice(csv.header),
  );
  const [dateFormat, setDateFormat] = useState<DateFormat | null>(
    () => initial?.dateFormat ?? formatToOffer(columnCells(csv, choice.date)),
  );
  const [hasTried, setHasTried] = useState(false);
  const [rules, setRules] = useState<CategoryRule[]>(() => initial?.rules ?? []);
  const [draft, setDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const [ruleErrors, setRuleErrors] = useState<RuleErrors>({});
  const dateCells = useMemo(() => columnCells(csv, choice.date), [csv, choice.date]);
  const suggestion = useMemo(() => suggestDateFormat(dateCells), [dateCells]);
  const isAmbiguous = suggestion === 'ambiguous';
  const errors = hasTried ? checkChoice(choice, dateFormat, isAmbiguous) : {};
  const base = useId();
  const ids = {
    date: `${base}-date`,
    name: `${base}-name`,
    amount: `${base}-amount`,
    debit: `${base}-debit`,
    credit: `${base}-credit`,
    dateFormat: `${base}-date-format`,
    layout: `${base}-layout`,
    category: `${base}-category`,
    ruleText: `${base}-rule-text`,
    ruleCategory: `${base}-rule-category`,
  };
  const categoryColumn = choice.category ?? null;
  // The descriptions of the rows the file gives none of our categories: where a rule applies.
  const suggestions = useMemo(
    () =>
      suggestRuleWords(
        csv.rows
          .filter((row) => readExpenseCategory(cellAt(row, categoryColumn)) === null)
          .map((row) => cellAt(row, choice.name)),
        rules,
      ),
    [csv, categoryColumn, choice.name, rules],
  );

  const columnOptions = csv.header.map((title, index) => (
    <option key={index} value={index}>
      {title || t`Column ${index + 1}`}
    </option>
  ));

  /** The select of the column that holds `field`, with the first value it holds as a hint. */
  function columnSelect(field: ColumnField, label: string, noneLabel = t`Choose a column`) {
    const value = choice[field] ?? null;
    const example = firstValue(csv, value);
    return (
      <SelectField
        id={ids[field]}
        label={label}
        value={value === null ? '' : String(value)}
        error={field === 'credit' || field === 'category' ? undefined : errors[field]}
        hint={example === null ? undefined : t`First value: ${example}`}
        onChange={(event) => {
          const next = event.target.value === '' ? null : Number(event.target.value);
          setChoice((current) => ({ ...current, [field]: next }));
          if (field === 'date') setDateFormat(formatToOffer(columnCells(csv, next)));
        }}
      >
        <option value="">{noneLabel}</option>
        {columnOptions}
      </SelectField>
    );
  }

  function preview() {
    const missing = Object.keys(checkChoice(choice, dateFormat, isAmbiguous)) as ChoiceField[];
    // A rule she wrote but did not add is not silently dropped, nor silently added.
    const isRulePending = draft.contains.trim() !== '';
    if (missing.length === 0 && dateFormat !== null && !isRulePending) {
      onPreview({ choice, dateFormat, rules });
      return;
    }
    if (missing.length === 0 && isRulePending) {
      setRuleErrors({ contains: RULE_MESSAGES.pending });
      document.getElementById(ids.ruleText)?.focus();
      return;
    }
    setHasTried(true);
    // The first field to fix takes focus, which reads its message out.
    const first = missing[0] ?? 'dateFormat';
    const target = first === 'dateFormat' && isAmbiguous ? `${ids.dateFormat}-0` : ids[first];
    document.getElementById(target)?.focus();
  }

  return (
    <>
      <p className="text-slate-700">
        {t`“${fileName}” has ${plural(rowTotal, { one: '# row', other: '# rows' })}. We matched the columns we recognised; check them, or choose others.`}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {columnSelect('date', t`Date`)}
        {columnSelect('name', t`Description`)}
      </div>

      <RadioGroup
        legend={t`Amounts`}
        name={ids.layout}
        value={choice.layout}
        options={[
          { value: 'single', label: t`One amount column` },
          { value: 'split', label: t`Separate debit and credit columns` },
        ]}
        onChange={(layout: AmountLayout) => setChoice((current) => ({ ...current, layout }))}
      />

      {choice.layout === 'single' ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {columnSelect('amount', t`Amount`)}
          <p className="text-sm text-slate-600 sm:pt-7">
            <Trans>
              When the column has negative amounts, those are money out and become expenses; the
              positive ones are money in and are skipped.
            </Trans>
          </p>
        </div>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {columnSelect('debit', t`Debit`)}
          {columnSelect('credit', t`Credit`, t`No credit column`)}
          <p className="text-sm text-slate-600 sm:col-span-2">
            <Trans>
              Debits (money out) become expenses; rows with only a credit (money in) are skipped.
            </Trans>
          </p>
        </div>
      )}

      <div className="mt-4">
        {isAmbiguous ? (
          <RadioGroup
            legend={t`Date order`}
            name={ids.dateFormat}
            value={dateFormat}
            options={DATE_ORDERS.map((order) => ({ ...order, label: i18n._(order.label) }))}
            error={errors.dateFormat}
            description={<AmbiguousDates example={dateCells.find((cell) => cell !== '') ?? ''} />}
            onChange={setDateFormat}
          />
        ) : (
          <div className="sm:w-1/2 sm:pr-2">
            <SelectField
              id={ids.dateFormat}
              label={t`Date format`}
              value={dateFormat ?? ''}
              error={errors.dateFormat}
              hint={
                suggestion === null && choice.date !== null
                  ? t`The dates in this column match none of these formats, or mix several. Choose the one most rows use; the others will show as invalid.`
                  : undefined
              }
              onChange={(event) =>
                setDateFormat(event.target.value === '' ? null : (event.target.value as DateFormat))
              }
            >
              {dateFormat === null && (
                <option value="">
                  <Trans>Choose a format</Trans>
                </option>
              )}
              {DATE_FORMATS.map((format) => (
                <option key={format.value} value={format.value}>
                  {i18n._(format.label)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {columnSelect('category', t`Category`, t`No category column`)}
        <p className="text-sm text-slate-600 sm:pt-7">
          <Trans comment="help">
            Optional. A category from our list, in English or Spanish, is kept. For any other, your
            rules below decide, or it is imported as Other.
          </Trans>
        </p>
      </div>

      <CategoryRules
        ids={{ contains: ids.ruleText, category: ids.ruleCategory }}
        rules={rules}
        draft={draft}
        errors={ruleErrors}
        suggestions={suggestions}
        hasCategoryColumn={categoryColumn !== null}
        onRulesChange={setRules}
        onDraftChange={(next) => {
          setDraft(next);
          setRuleErrors({});
        }}
        onErrors={setRuleErrors}
      />

      <ColumnsFooter onBack={onBack} onPreview={preview} />
    </>
  );
}

type CategoryRulesProps = {
  ids: { contains: string; category: string };
  rules: readonly CategoryRule[];
  draft: RuleDraft;
  errors: RuleErrors;
  /** Words many descriptions hold, offered as a rule's text in one tap. */
  suggestions: readonly string[];
  hasCategoryColumn: boolean;
  onRulesChange: (rules: CategoryRule[]) => void;
  onDraftChange: (draft: RuleDraft) => void;
  onErrors: (errors: RuleErrors) => void;
};

/**
 * "Categories by payee": rules "when the description contains this text, the category is
 * that", added one at a time, listed in the order they count, each with its Remove.
 */
function CategoryRules({
  ids,
  rules,
  draft,
  errors,
  suggestions,
  hasCategoryColumn,
  onRulesChange,
  onDraftChange,
  onErrors,
}: CategoryRulesProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const suggestionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const focus = (id: string) => document.getElementById(id)?.focus();

  function add() {
    const found = checkRuleDraft(draft, rules);
    if (draft.category === '' || Object.keys(found).length > 0) {
      onErrors(found);
      focus(found.contains ? ids.contains : ids.category);
      return;
    }
    const rule: CategoryRule = { contains: draft.contains.trim(), category: draft.category };
    onRulesChange([...rules, rule]);
    onDraftChange(EMPTY_DRAFT);
    const { contains } = rule;
    const name = expenseCategoryName(rule.category, language);
    setAnnouncement(t`Rule added: “${contains}” → ${name}.`);
    focus(ids.contains);
  }

  function remove(index: number) {
    const contains = rules[index]?.contains ?? '';
    onRulesChange(rules.filter((_, at) => at !== index));
    setAnnouncement(t`Rule for “${contains}” removed.`);
    focus(ids.contains);
  }

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <h4 id={headingId} className="font-semibold text-slate-900">
        <Trans>Categories by payee</Trans>
      </h4>
      <p className="mt-1 text-sm text-slate-600">
        {hasCategoryColumn ? (
          <Trans comment="help">
            For rows whose category is not on our list: when the description contains a word you
            choose, the row gets the category you choose. Rows no rule fits are imported as Other.
          </Trans>
        ) : (
          <Trans comment="help">
            When the description contains a word you choose, the row gets the category you choose.
            Rows no rule fits are imported as Other. You can check every row before importing.
          </Trans>
        )}
      </p>

      {suggestions.length > 0 && (
        <div className="mt-3">
          <p id={suggestionsId} className="text-sm text-slate-700">
            <Trans>Words that appear often in this file:</Trans>
          </p>
          <ul aria-labelledby={suggestionsId} className="mt-1 flex flex-wrap gap-2">
            {suggestions.map((word) => (
              <li key={word}>
                <Button
                  variant="outline"
                  onClick={() => {
                    onDraftChange({ ...draft, contains: word });
                    focus(ids.category);
                  }}
                >
                  {word}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
        <TextField
          id={ids.contains}
          label={t`Description contains`}
          value={draft.contains}
          error={errors.contains}
          autoComplete="off"
          onChange={(event) => onDraftChange({ ...draft, contains: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <ExpenseCategorySelect
          id={ids.category}
          label={t`Category to use`}
          value={draft.category}
          error={errors.category}
          leading={<option value="">{t`Choose a category`}</option>}
          onChange={(event) => {
            const { value } = event.target;
            onDraftChange({ ...draft, category: isExpenseCategory(value) ? value : '' });
          }}
        />
        <Button variant="outline" onClick={add} className="sm:mt-6.5">
          <Trans>Add rule</Trans>
        </Button>
      </div>

      {rules.length > 0 && (
        <>
          <ol
            aria-label={t`Your rules`}
            className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200"
          >
            {rules.map((rule, index) => {
              const { contains } = rule;
              const name = expenseCategoryName(rule.category, language);
              return (
                <li
                  key={contains}
                  className="flex items-center justify-between gap-2 py-1 pr-1 pl-3 text-sm text-slate-800"
                >
                  <span className="min-w-0 break-words">
                    <Trans>
                      Description contains &ldquo;{contains}&rdquo; &rarr; {name}
                    </Trans>
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={t`Remove the rule for “${contains}”`}
                    onClick={() => remove(index)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ol>
          {rules.length > 1 && (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>When a description fits several rules, the first one counts.</Trans>
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

/** Why the user is asked: one of the column's dates read both ways. */
function AmbiguousDates({ example }: { example: string }) {
  const monthFirst = readDate(example, 'MM/DD/YYYY');
  const dayFirst = readDate(example, 'DD/MM/YYYY');
  if (monthFirst && dayFirst) {
    const asMonthFirst = formatDisplayDate(monthFirst);
    const asDayFirst = formatDisplayDate(dayFirst);
    return (
      <p className="text-sm text-slate-600">
        <Trans>
          Every date in this column could be read either way round: &ldquo;{example}&rdquo; is{' '}
          {asMonthFirst} with the month first, or {asDayFirst} with the day first. Choose the order
          your bank uses; US banks usually put the month first.
        </Trans>
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-600">
      <Trans>
        Every date in this column could be read either way round. Choose the order your bank uses;
        US banks usually put the month first.
      </Trans>
    </p>
  );
}

type RadioGroupProps<V extends string> = {
  legend: string;
  name: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  description?: ReactNode;
  error?: string;
};

/**
 * Native radios in a fieldset (arrow keys move between them); each row is a 44 px target. The
 * first radio's id is `${name}-0`, so a missing choice can take focus.
 */
function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  description,
  error,
}: RadioGroupProps<V>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mt-4 space-y-1">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {description}
      <div className="flex flex-col sm:flex-row sm:gap-6">
        {options.map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${name}-${index}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800"
          >
            <input
              id={`${name}-${index}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              className="size-5 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

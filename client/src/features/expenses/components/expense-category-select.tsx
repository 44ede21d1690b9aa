import type { ComponentProps, ReactNode } from 'react';
import { SelectField } from '@/components/ui/form-field';
import { useLanguage } from '@/lib/i18n';
import {
  expenseCategoriesByGroup,
  expenseCategoryGroupName,
  expenseCategoryName,
} from '@shared/expense-categories';

type CategorySelectProps = Omit<ComponentProps<typeof SelectField>, 'children'> & {
  /** A first choice before the categories, e.g. "All categories" for a filter. */
  leading?: ReactNode;
};

/** The category list as <optgroup>s by group, names in the reader's language. */
export function ExpenseCategorySelect({ leading, ...props }: CategorySelectProps) {
  const language = useLanguage();
  return (
    <SelectField {...props}>
      {leading}
      {expenseCategoriesByGroup().map(({ group, ids }) => (
        <optgroup key={group} label={expenseCategoryGroupName(group, language)}>
          {ids.map((id) => (
            <option key={id} value={id}>
              {expenseCategoryName(id, language)}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

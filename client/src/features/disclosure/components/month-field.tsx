import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { monthField } from '@shared/disclosure';

const isMonth = (value: string) => monthField.safeParse(value).success;

/** The month as typed, and the last whole month typed, which the statement is read for. */
export function useMonthChoice(initial: string) {
  const [typed, setTyped] = useState(initial);
  const [month, setMonth] = useState(initial);
  const choose = (value: string) => {
    setTyped(value);
    if (isMonth(value)) setMonth(value);
  };
  return { typed, month, choose };
}

/** The statement's month: the browser's month picker, and the shared message when it is not one. */
export function MonthField({
  typed,
  onChoose,
  hint,
}: {
  typed: string;
  onChoose: (value: string) => void;
  hint?: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      label={t`Month`}
      type="month"
      value={typed}
      hint={hint}
      error={isMonth(typed) ? undefined : t`Choose a month as YYYY-MM`}
      onChange={(event) => onChoose(event.target.value)}
    />
  );
}

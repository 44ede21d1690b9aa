import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Delete } from 'lucide-react';
import { useEffect, useReducer, type ReactNode } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import {
  actionForKey,
  type CalculatorAction,
  calculatorReducer,
  DIVIDE_BY_ZERO_MESSAGE,
  initialCalculatorState,
  type Operator,
  pendingExpression,
} from './calculator-machine';

type KeyStyle = 'digit' | 'operator' | 'function' | 'equals';

const keyStyles: Record<KeyStyle, string> = {
  digit: 'bg-white text-slate-900 hover:bg-slate-100 border border-slate-200',
  operator: 'bg-primary-soft text-primary hover:bg-teal-100 border border-teal-200',
  function: 'bg-slate-100 text-slate-700 hover:bg-slate-200 border border-slate-200',
  equals: 'bg-primary text-primary-foreground hover:bg-primary-hover',
};

type KeyProps = {
  label: string;
  children: ReactNode;
  action: CalculatorAction;
  style: KeyStyle;
  dispatch: (action: CalculatorAction) => void;
  className?: string;
};

function Key({ label, children, action, style, dispatch, className }: KeyProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => dispatch(action)}
      className={cn(
        'flex min-h-14 items-center justify-center rounded-lg text-xl font-medium shadow-sm transition-colors select-none active:translate-y-px',
        keyStyles[style],
        className,
      )}
    >
      {children}
    </button>
  );
}

const operatorNames = {
  '+': msg`Add`,
  '−': msg`Subtract`,
  '×': msg`Multiply`,
  '÷': msg`Divide`,
} satisfies Record<Operator, unknown>;

export function CalculatorPage() {
  const [state, dispatch] = useReducer(calculatorReducer, initialCalculatorState);
  const { t, i18n } = useLingui();

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Typing into a field elsewhere on the page is not calculator input.
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const action = actionForKey(event.key);
      if (!action) return;
      // Enter would also click a focused key, and "/" opens quick find in some browsers.
      event.preventDefault();
      dispatch(action);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const digit = (value: string, className?: string) => (
    <Key
      label={value}
      action={{ type: 'digit', digit: value }}
      style="digit"
      dispatch={dispatch}
      className={className}
    >
      {value}
    </Key>
  );
  const operator = (value: Operator) => (
    <Key
      label={i18n._(operatorNames[value])}
      action={{ type: 'operator', operator: value }}
      style="operator"
      dispatch={dispatch}
      className={cn(
        state.pending?.operator === value && state.startsNewNumber && 'ring-2 ring-ring',
      )}
    >
      {value}
    </Key>
  );

  const expression = pendingExpression(state);

  return (
    <PageShell>
      <div className="mx-auto w-full max-w-sm">
        <h1 className="mb-6 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Calculator</Trans>
        </h1>
        <Card className="p-4">
          <div className="mb-4 rounded-lg bg-slate-900 px-4 py-3 text-right text-white">
            <p className="money min-h-5 text-sm text-slate-300">{expression}</p>
            <output
              aria-live="polite"
              aria-label={t`Display`}
              data-testid="calculator-display"
              className={cn(
                'block text-4xl font-semibold break-all tabular-nums',
                state.error !== null && 'text-xl text-red-300',
              )}
            >
              {state.error === DIVIDE_BY_ZERO_MESSAGE ? t`Cannot divide by zero` : state.display}
            </output>
          </div>
          <div className="grid grid-cols-4 gap-2">
            <Key
              label={t`Clear`}
              action={{ type: 'clear' }}
              style="function"
              dispatch={dispatch}
              className="col-span-2 text-lg"
            >
              C
            </Key>
            <Key
              label={t`Backspace`}
              action={{ type: 'backspace' }}
              style="function"
              dispatch={dispatch}
            >
              <Delete aria-hidden="true" className="size-6" />
            </Key>
            {operator('÷')}
            {digit('7')}
            {digit('8')}
            {digit('9')}
            {operator('×')}
            {digit('4')}
            {digit('5')}
            {digit('6')}
            {operator('−')}
            {digit('1')}
            {digit('2')}
            {digit('3')}
            {operator('+')}
            {digit('0', 'col-span-2')}
            <Key
              label={t`Decimal point`}
              action={{ type: 'decimal' }}
              style="digit"
              dispatch={dispatch}
            >
              .
            </Key>
            <Key label={t`Equals`} action={{ type: 'equals' }} style="equals" dispatch={dispatch}>
              =
            </Key>
          </div>
          <p className="mt-4 text-center text-xs text-slate-500">
            <Trans>Keyboard: digits, . + − * /, Enter for equals, Backspace, Esc to clear.</Trans>
          </p>
        </Card>
      </div>
    </PageShell>
  );
}

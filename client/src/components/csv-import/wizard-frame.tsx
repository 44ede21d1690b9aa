import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

export type WizardStepName = 'file' | 'columns' | 'preview';

const HEADINGS: Record<WizardStepName, { number: number; title: MessageDescriptor }> = {
  file: { number: 1, title: msg`Choose a file` },
  columns: { number: 2, title: msg`Match the columns` },
  preview: { number: 3, title: msg`Check the rows` },
};

/**
 * An importer's three steps, each under its heading ("Step 2 of 3", "Match the columns"). The
 * heading takes focus when the step changes, so a screen reader hears where it is.
 */
export function WizardFrame({ step, children }: { step: WizardStepName; children: ReactNode }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { i18n } = useLingui();

  // In the commit that shows the step, before the browser (or the dialog's focus trap, which
  // sees the focused control of the last step removed) can move focus anywhere else.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const heading = HEADINGS[step];
  const stepNumber = heading.number;
  return (
    <section aria-labelledby={headingId}>
      <p className="text-sm text-slate-500">
        <Trans>Step {stepNumber} of 3</Trans>
      </p>
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-3 text-base font-semibold text-slate-900 focus:outline-none"
      >
        {i18n._(heading.title)}
      </h3>
      {children}
    </section>
  );
}

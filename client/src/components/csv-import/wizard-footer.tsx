import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/**
 * A step's buttons, kept in view at the bottom of the dialog while a long preview scrolls
 * under them (the dialog's own padding is undone so the bar spans its width).
 */
export function WizardFooter({ children }: { children: ReactNode }) {
  return (
    <DialogFooter className="sticky -bottom-5 z-10 -mx-5 -mb-5 border-t border-slate-200 bg-white px-5 py-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:px-6">
      {children}
    </DialogFooter>
  );
}

/** The "Match the columns" step's buttons, the same for every tracker. */
export function ColumnsFooter({
  onBack,
  onPreview,
}: {
  onBack: () => void;
  onPreview: () => void;
}) {
  return (
    <WizardFooter>
      <Button variant="outline" onClick={onBack}>
        <Trans>Choose another file</Trans>
      </Button>
      <Button onClick={onPreview}>
        <Trans>Preview rows</Trans>
      </Button>
    </WizardFooter>
  );
}

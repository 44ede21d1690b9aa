/**
 * Which dialogs are open: told by every dialog (dialog.tsx), heard by the toasts (toast.tsx,
 * toast-view.tsx). A module of its own, so the toasts, which load with every page, do not
 * bring the dialogs' Radix code with them.
 */
type DialogChange = 'opened' | 'closed';
type Listener = (change: DialogChange) => void;

const listeners = new Set<Listener>();
let openCount = 0;

function tell(change: DialogChange) {
  for (const listener of listeners) listener(change);
}

/** A dialog says it has opened; it calls what this returns as it closes. */
export function trackOpenDialog(): () => void {
  openCount += 1;
  tell('opened');
  return () => {
    openCount -= 1;
    tell('closed');
  };
}

export function isAnyDialogOpen(): boolean {
  return openCount > 0;
}

/** Calls `listener` as each dialog opens or closes; returns the way to stop. */
export function subscribeToDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

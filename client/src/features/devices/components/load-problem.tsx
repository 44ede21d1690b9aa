import { useLingui } from '@lingui/react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { isRefusal } from '@/lib/api-errors';
import { DEVICES_TEXTS } from '../texts';

/**
 * Why a list did not load, and a way to try again. A 401 means this very device was signed
 * out meanwhile (from another one): trying again would not help.
 */
export function LoadProblem({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  const signedOut = isRefusal(error, 'unauthorized');
  useLingui();
  return (
    <Alert tone="error">
      <p>{signedOut ? DEVICES_TEXTS.signedOutHere : message}</p>
      {!signedOut && (
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          {DEVICES_TEXTS.retry}
        </Button>
      )}
    </Alert>
  );
}

/**
 * "Delete your account?": what a deletion removes (ACCOUNT_DELETION_SCOPE) and that it cannot
 * be undone, the data download offered first, and the account's email address and current
 * password asked again. A refusal (wrong password, the payment provider, the server's set-up)
 * is shown inside the dialog with the server's words, and nothing closes.
 */
import { msg } from '@lingui/core/macro';
import { liveTexts } from '@/components/ui/live-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Download } from 'lucide-react';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  useOpenerFocus,
} from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { describeWriteError } from '@/lib/api-errors';
import { useSharedText } from '@/lib/i18n';
import {
  ACCOUNT_DELETION_SCOPE,
  accountDeleteSchema,
  type AccountDeleteInput,
} from '@shared/account';
import { useDeleteAccount } from './api';
import { DATA_DOWNLOAD_TEXTS, useDataDownload } from './use-data-download';

const DELETE_ACCOUNT_TEXTS = liveTexts({
  title: msg`Delete your account?`,
  scopeIntro: msg`Deleting your account removes, at once and for good:`,
  cannotBeUndone: msg`This cannot be undone.`,
  downloadFirst: msg`Want a copy first? Download all your data before you delete it.`,
  confirmIntro: msg`To confirm, enter the email address of this account and your current password.`,
  emailLabel: msg`Email address`,
  passwordLabel: msg`Current password`,
  cancel: msg`Cancel`,
  confirm: msg`Delete my account`,
  deleting: msg`Deleting...`,
  failed: msg`Your account could not be deleted. Please try again.`,
});

const EMPTY: AccountDeleteInput = { email: '', password: '' };

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  // Focus starts on the dialog itself, which reads out its title and what a deletion removes;
  // no field is touched before the user chooses it, so nothing is checked before she asks to
  // delete (a message appearing as a field lost focus moved Cancel from under her finger).
  const contentRef = useRef<HTMLDivElement>(null);
  useLingui();
  const sharedText = useSharedText();
  const focus = useOpenerFocus(() => contentRef.current);
  const download = useDataDownload();
  const deletion = useDeleteAccount();
  const form = useForm<AccountDeleteInput>({
    resolver: zodResolver(accountDeleteSchema),
    defaultValues: EMPTY,
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const { errors } = form.formState;

  // From the click until the page has gone to /goodbye: nothing may close the dialog.
  const isDeleting = deletion.isPending || deletion.isSuccess;
  const canDelete = email.trim() !== '' && password !== '';

  function changeOpen(next: boolean) {
    if (isDeleting) return;
    if (!next) {
      form.reset(EMPTY);
      deletion.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit((credentials) => deletion.mutate(credentials));

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        ref={contentRef}
        {...focus}
        // As in every confirmation, Cancel and Escape are the ways out: no corner button (its
        // target is under 44 px), and a stray tap beside the dialog keeps what was typed.
        hideCloseButton
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{DELETE_ACCOUNT_TEXTS.title}</DialogTitle>
          <DialogDescription asChild>
            <div className="space-y-2">
              <p>{DELETE_ACCOUNT_TEXTS.scopeIntro}</p>
              <ul className="list-disc space-y-1 pl-5">
                {ACCOUNT_DELETION_SCOPE.map((part) => (
                  <li key={part}>{sharedText(part)}</li>
                ))}
              </ul>
              <p className="font-medium text-slate-900">{DELETE_ACCOUNT_TEXTS.cannotBeUndone}</p>
            </div>
          </DialogDescription>
        </DialogHeader>

        <div className="flex flex-col gap-3 rounded-md border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700">{DELETE_ACCOUNT_TEXTS.downloadFirst}</p>
          <Button
            variant="outline"
            className="shrink-0"
            disabled={isDeleting}
            isLoading={download.isPending}
            loadingText={DATA_DOWNLOAD_TEXTS.preparing}
            onClick={() => download.mutate('zip')}
          >
            <Download aria-hidden="true" className="size-4" />
            {DATA_DOWNLOAD_TEXTS.button}
          </Button>
        </div>

        {/* noValidate: the shared schema's messages are shown, not the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <p className="text-sm text-slate-600">{DELETE_ACCOUNT_TEXTS.confirmIntro}</p>
          {deletion.isError && (
            <Alert tone="error">
              {describeWriteError(deletion.error, DELETE_ACCOUNT_TEXTS.failed)}
            </Alert>
          )}
          <TextField
            label={DELETE_ACCOUNT_TEXTS.emailLabel}
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={isDeleting}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={DELETE_ACCOUNT_TEXTS.passwordLabel}
            type="password"
            autoComplete="current-password"
            readOnly={isDeleting}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <DialogFooter>
            <Button variant="outline" disabled={isDeleting} onClick={() => changeOpen(false)}>
              {DELETE_ACCOUNT_TEXTS.cancel}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!canDelete}
              isLoading={isDeleting}
              loadingText={DELETE_ACCOUNT_TEXTS.deleting}
            >
              {DELETE_ACCOUNT_TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

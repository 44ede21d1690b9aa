/**
 * "Resume this link?": a paused link opens again only for the owner's current password, asked
 * here and checked by the server. A wrong password is said under the field, any other refusal
 * (no Premium, too many attempts) above it, in the server's words; what she typed stays, and
 * the dialog stays open until it works or she cancels.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useForm } from 'react-hook-form';
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
import { describeWriteError, isRefusal } from '@/lib/api-errors';
import { AUTH_MESSAGES } from '@shared/auth';
import { resumeShareSchema, type ResumeShareInput, type ShareDto } from '@shared/sharing';
import { useResumeShare } from '../api';
import { RESUME_TEXTS } from '../texts';

const EMPTY: ResumeShareInput = { password: '' };

const isWrongPassword = (error: unknown) => isRefusal(error, 'wrong_password');

type ResumeShareDialogProps = {
  share: ShareDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Once the link is open again (the Resume button that opened the dialog is then gone). */
  onResumed: () => void;
};

export function ResumeShareDialog({
  share,
  open,
  onOpenChange,
  onResumed,
}: ResumeShareDialogProps) {
  // Opened without a Radix trigger: focus goes back to the Resume button when she cancels.
  const focus = useOpenerFocus();
  const resume = useResumeShare();
  useLingui();
  const form = useForm<ResumeShareInput>({
    resolver: zodResolver(resumeShareSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const isResuming = resume.isPending;

  function changeOpen(next: boolean) {
    if (isResuming) return;
    if (!next) {
      form.reset(EMPTY);
      resume.reset();
    }
    onOpenChange(next);
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    resume.mutate(
      { id: share.id, password },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          onResumed();
          onOpenChange(false);
        },
        onError: (error) => {
          if (isWrongPassword(error)) {
            form.setError(
              'password',
              { message: AUTH_MESSAGES.currentPasswordWrong },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );

  const refusal =
    resume.isError && !isWrongPassword(resume.error)
      ? describeWriteError(resume.error, RESUME_TEXTS.failed)
      : null;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        {...focus}
        // Cancel and Escape are the ways out, as in every confirmation: no corner button (its
        // target is under 44 px), and a stray tap beside the dialog keeps what was typed.
        hideCloseButton
        className="max-w-md"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{RESUME_TEXTS.title}</DialogTitle>
          <DialogDescription>{RESUME_TEXTS.description}</DialogDescription>
        </DialogHeader>
        {/* noValidate: the shared schema's messages are shown, not the browser's own bubbles. */}
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {refusal !== null && <Alert tone="error">{refusal}</Alert>}
          <TextField
            label={RESUME_TEXTS.passwordLabel}
            type="password"
            autoComplete="current-password"
            readOnly={isResuming}
            error={errors.password?.message}
            {...form.register('password')}
          />
          <DialogFooter>
            <Button variant="outline" disabled={isResuming} onClick={() => changeOpen(false)}>
              {RESUME_TEXTS.cancel}
            </Button>
            <Button type="submit" isLoading={isResuming} loadingText={RESUME_TEXTS.resuming}>
              {RESUME_TEXTS.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

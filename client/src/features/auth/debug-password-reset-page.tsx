import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordRequestSchema } from '@shared/auth';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { PageShell } from '@/components/layout/page-shell';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import { isPasswordResetInProgress } from '@/lib/storage';
import { EmailField, SubmitButton, useAuthForm } from './components/auth-fields';
import {
  runDiagnostics,
  stepAsText,
  UNKNOWN_ENVIRONMENT,
  type DiagnosticEnvironment,
  type DiagnosticStep,
  type StepStatus,
} from './diagnostics';

const statusStyle: Record<
  StepStatus,
  { tone: BadgeTone; label: MessageDescriptor; icon: typeof Info }
> = {
  success: { tone: 'success', label: msg`Success`, icon: CircleCheck },
  error: { tone: 'error', label: msg`Error`, icon: CircleAlert },
  info: { tone: 'info', label: msg`Info`, icon: Info },
};

function StepItem({ step }: { step: DiagnosticStep }) {
  const { t } = useLingui();
  const { tone, label, icon: Icon } = statusStyle[step.status];
  const stepId = step.id;
  const stepTitle = step.title;
  return (
    <li className="rounded-md border border-slate-200 p-3" data-status={step.status}>
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-2.5 size-5 shrink-0',
            step.status === 'success' && 'text-emerald-600',
            step.status === 'error' && 'text-destructive',
            step.status === 'info' && 'text-sky-600',
          )}
        />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1 pt-2">
          <span className="font-medium text-slate-900">
            {step.id}. {step.title}
          </span>
          <Badge tone={tone}>{t(label)}</Badge>
        </div>
        <CopyButton text={stepAsText(step)} label={t`Copy step ${stepId}: ${stepTitle}`} />
      </div>
      <pre className="mt-2 overflow-x-auto rounded bg-slate-50 p-2 font-mono text-xs wrap-anywhere whitespace-pre-wrap text-slate-700">
        {step.detail}
      </pre>
    </li>
  );
}

function EnvironmentBadges({ environment }: { environment: DiagnosticEnvironment }) {
  const { t } = useLingui();
  const { backend, authMode, session } = environment;
  const authUrl = environment.authUrl ?? t`unknown`;
  const resetInProgress = isPasswordResetInProgress() ? t`yes` : t`no`;
  const backendTone: BadgeTone =
    environment.backend === 'reachable'
      ? 'success'
      : environment.backend === 'unreachable'
        ? 'error'
        : 'neutral';
  return (
    <ul aria-label={t`Environment status`} className="flex flex-wrap gap-2">
      <li>
        <Badge tone={backendTone}>
          <Trans>Backend: {backend}</Trans>
        </Badge>
      </li>
      <li>
        <Badge tone={environment.authMode === 'unknown' ? 'neutral' : 'primary'}>
          <Trans>Auth mode: {authMode}</Trans>
        </Badge>
      </li>
      <li>
        <Badge tone={environment.authUrl ? 'primary' : 'neutral'}>
          <Trans>Auth URL: {authUrl}</Trans>
        </Badge>
      </li>
      <li>
        <Badge tone={environment.session === 'signed-in' ? 'success' : 'neutral'}>
          <Trans>Session: {session}</Trans>
        </Badge>
      </li>
      <li>
        <Badge tone={isPasswordResetInProgress() ? 'warning' : 'neutral'}>
          <Trans>Reset in progress: {resetInProgress}</Trans>
        </Badge>
      </li>
    </ul>
  );
}

const TROUBLESHOOTING = [
  {
    problem: msg`No email arrives`,
    fix: msg`Check the spam or junk folder and wait a minute. Make sure the address is the one the account was created with; for privacy the service answers the same for unknown addresses.`,
  },
  {
    problem: msg`The link says it is invalid or expired`,
    fix: msg`Each link works once and expires. Request a new one and use only the newest email.`,
  },
  {
    problem: msg`The link opens the wrong site`,
    fix: msg`The redirect URL in the Environment step must be this site’s /update-password page, and the auth service must allow it as a redirect URL.`,
  },
  {
    problem: msg`The backend step fails`,
    fix: msg`The API server is not reachable from this browser: check the network connection, or that the server is running.`,
  },
  {
    problem: msg`The reset request step fails`,
    fix: msg`Read the message: too many requests means waiting a while; a network error means the auth service cannot be reached.`,
  },
];

export function DebugPasswordResetPage() {
  const [steps, setSteps] = useState<DiagnosticStep[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const [environment, setEnvironment] = useState<DiagnosticEnvironment>(UNKNOWN_ENVIRONMENT);
  const { form, field } = useAuthForm(resetPasswordRequestSchema, { email: '' });
  const { t } = useLingui();

  const run = form.handleSubmit(async ({ email }) => {
    setIsRunning(true);
    setSteps([]);
    await runDiagnostics(email, {
      onStep: (step) => setSteps((current) => [...current, step]),
      onEnvironment: (change) => setEnvironment((current) => ({ ...current, ...change })),
    });
    setIsRunning(false);
  });

  const allSteps = steps.map(stepAsText).join('\n\n');

  return (
    <PageShell title={t`Password Reset Diagnostics`}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Run diagnostics</Trans>
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                Checks the connection to the server, the auth settings, and sends a real reset email
                to the address below.
              </Trans>
            </p>
            <form
              noValidate
              onSubmit={run}
              className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
            >
              <div className="flex-1">
                <EmailField label={t`Test email`} {...field('email')} />
              </div>
              <SubmitButton
                isFullWidth={false}
                className="sm:mt-6.5"
                isLoading={isRunning}
                loadingText={t`Running...`}
              >
                <Trans>Run Diagnostics</Trans>
              </SubmitButton>
            </form>
          </Card>

          <Card className="p-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-lg font-semibold text-slate-900">
                <Trans>Steps</Trans>
              </h2>
              {steps.length > 0 && !isRunning && (
                <CopyButton text={allSteps} label={t`Copy all steps`} idleText={t`Copy all`} />
              )}
            </div>
            {steps.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>
                  Enter an email address and run the diagnostics; each step appears here.
                </Trans>
              </p>
            ) : (
              <ol aria-label={t`Diagnostic steps`} className="mt-4 space-y-3">
                {steps.map((step) => (
                  <StepItem key={step.id} step={step} />
                ))}
              </ol>
            )}
          </Card>
        </div>

        <div className="space-y-6">
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Environment</Trans>
            </h2>
            <div className="mt-3">
              <EnvironmentBadges environment={environment} />
            </div>
          </Card>
          <Card className="p-6">
            <h2 className="text-lg font-semibold text-slate-900">
              <Trans>Troubleshooting</Trans>
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              {TROUBLESHOOTING.map(({ problem, fix }) => (
                <div key={problem.id}>
                  <dt className="font-medium text-slate-900">{t(problem)}</dt>
                  <dd className="mt-0.5 text-slate-600">{t(fix)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </div>
    </PageShell>
  );
}

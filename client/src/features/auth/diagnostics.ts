/**
 * The password-reset diagnostics (docs/product.md#sign-up-log-in-and-password-reset
 * /debug/password-reset): real checks, one step at a time, each reported as it finishes so the page
 * can show progress.
 */
import { API_PATHS } from '@shared/api';
import { readStoredResetUrl, readUrlParams } from './recovery';
import { getClientConfig, resolveAuthUrl, type ClientConfig } from './supabase';
import { getCurrentSession, passwordResetRedirectUrl, requestPasswordReset } from './api';

export type StepStatus = 'success' | 'error' | 'info';

export interface DiagnosticStep {
  id: number;
  title: string;
  status: StepStatus;
  detail: string;
  /** When the step finished (ISO time). */
  at: string;
}

export interface DiagnosticEnvironment {
  backend: 'unknown' | 'reachable' | 'unreachable';
  authMode: ClientConfig['auth']['mode'] | 'unknown';
  authUrl: string | null;
  session: 'unknown' | 'signed-in' | 'signed-out';
}

export const UNKNOWN_ENVIRONMENT: DiagnosticEnvironment = {
  backend: 'unknown',
  authMode: 'unknown',
  authUrl: null,
  session: 'unknown',
};

type Reporter = {
  onStep: (step: DiagnosticStep) => void;
  onEnvironment: (change: Partial<DiagnosticEnvironment>) => void;
};

const SECRET_PARAMS = new Set(['access_token', 'refresh_token', 'token', 'provider_token']);

/** One line per parameter. Token values are secrets: enough is shown to recognise one. */
function describeParams(params: Iterable<[string, string]>): string {
  const lines: string[] = [];
  for (const [key, value] of params) {
    const shown =
      SECRET_PARAMS.has(key) && value.length > 8
        ? `${value.slice(0, 6)}… (${value.length} characters)`
        : value;
    lines.push(`${key} = ${shown}`);
  }
  return lines.length > 0 ? lines.join('\n') : '(none)';
}

export function stepAsText(step: DiagnosticStep): string {
  return `[${step.status.toUpperCase()}] ${step.id}. ${step.title} (${step.at})\n${step.detail}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runDiagnostics(email: string, { onStep, onEnvironment }: Reporter) {
  let nextId = 1;
  const log = (title: string, status: StepStatus, detail: string) => {
    onStep({ id: nextId++, title, status, detail, at: new Date().toISOString() });
  };

  // 1. The API server.
  try {
    const started = performance.now();
    const response = await fetch(API_PATHS.health, { credentials: 'include' });
    const body = await response.text();
    const ms = Math.round(performance.now() - started);
    onEnvironment({ backend: response.ok ? 'reachable' : 'unreachable' });
    log(
      'Backend connection',
      response.ok ? 'success' : 'error',
      `GET /api/health → ${response.status} in ${ms} ms\n${body}`,
    );
  } catch (error) {
    onEnvironment({ backend: 'unreachable' });
    log('Backend connection', 'error', `GET /api/health failed: ${errorText(error)}`);
  }

  // 2. The environment: which auth service, and where its emails send people back to.
  try {
    const config = await getClientConfig();
    const authUrl = resolveAuthUrl(config);
    onEnvironment({ authMode: config.auth.mode, authUrl });
    log(
      'Environment',
      'success',
      [
        `Auth mode: ${config.auth.mode} (${config.auth.mode === 'local' ? 'built-in auth server' : 'hosted Supabase'})`,
        `Auth URL: ${authUrl}/auth/v1`,
        `Reset link returns to: ${passwordResetRedirectUrl()}`,
        `Page origin: ${window.location.origin}`,
      ].join('\n'),
    );
  } catch (error) {
    log('Environment', 'error', `GET /api/config failed: ${errorText(error)}`);
  }

  // 3. The session this browser holds, if any.
  try {
    const session = await getCurrentSession();
    onEnvironment({ session: session ? 'signed-in' : 'signed-out' });
    log(
      'Current session',
      'info',
      session
        ? `Signed in as ${session.user.email ?? session.user.id}`
        : 'No session in this browser',
    );
  } catch (error) {
    log('Current session', 'error', `Could not read the session: ${errorText(error)}`);
  }

  // 4. A real reset request.
  try {
    const { error } = await requestPasswordReset(email);
    if (error) {
      const status = error.status ? ` (HTTP ${error.status})` : '';
      log('Password reset request', 'error', `${error.name}: ${error.message}${status}`);
    } else {
      log(
        'Password reset request',
        'success',
        `The auth service accepted a reset request for ${email}.\nThe email's link returns to ${passwordResetRedirectUrl()}.`,
      );
    }
  } catch (error) {
    log('Password reset request', 'error', errorText(error));
  }

  // 5. What the address bar, and a reset link kept from earlier in this tab, carry.
  const url = new URL(window.location.href);
  log('URL query parameters', 'info', describeParams(url.searchParams));
  log('URL hash parameters', 'info', describeParams(new URLSearchParams(url.hash.slice(1))));
  const stored = readStoredResetUrl();
  log(
    'Stored reset link',
    'info',
    stored === null
      ? 'None kept in this tab'
      : describeParams(Object.entries(readUrlParams(stored))),
  );
}

/**
 * PKCE as GoTrue checks it (internal/api/pkce.go, internal/security/pkce.go): the challenge a
 * client sends with an emailed link's request, and the verifier it later proves it holds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { GoTrueError } from '../wire/errors';

/** How long an issued auth code can be exchanged (GoTrue's FlowStateExpiryDuration default). */
export const AUTH_CODE_TTL_MS = 300 * 1000;

export interface PkceChallenge {
  codeChallenge: string;
  codeChallengeMethod: 's256' | 'plain';
}

const CODE_CHALLENGE = /^[a-zA-Z._~0-9-]+$/;

const validationFailed = (message: string) => new GoTrueError(400, 'validation_failed', message);

/** Absent as GoTrue's Go strings are: missing, null (supabase-js's implicit flow) or empty. */
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The request's challenge (null for the implicit flow), or GoTrue's validation error: both
 * parameters or neither, a challenge of 43 to 128 URL-safe characters, method s256 or plain.
 */
export function parsePkceParams(codeChallenge: unknown, method: unknown): PkceChallenge | null {
  if (present(codeChallenge) !== present(method)) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!present(codeChallenge)) return null;
  if (
    typeof codeChallenge !== 'string' ||
    codeChallenge.length < 43 ||
    codeChallenge.length > 128
  ) {
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  }
  if (!CODE_CHALLENGE.test(codeChallenge)) {
    throw validationFailed(
      'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes',
    );
  }
  const normalized = typeof method === 'string' ? method.toLowerCase() : '';
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`unsupported code_challenge method ${JSON.stringify(String(method))}`);
  }
  return { codeChallenge, codeChallengeMethod: normalized };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `verifier` answers the stored challenge, in constant time as GoTrue compares. */
export function verifierMatches(
  challenge: { codeChallenge: string; codeChallengeMethod: string },
  verifier: string,
): boolean {
  const expected =
    challenge.codeChallengeMethod === 's256'
      ? createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  return sameText(challenge.codeChallenge, expected);
}

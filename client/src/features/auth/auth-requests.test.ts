import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { serviceErrorToast, unexpectedErrorToast } from './auth-requests';

class AuthRetryableFetchError extends Error {
  constructor() {
    super('Failed to fetch');
    this.name = 'AuthRetryableFetchError';
  }
}

describe('the auth screens’ failure toasts', () => {
  it('say the service’s own message when it answered', () => {
    expect(serviceErrorToast('Login Error', { message: 'Invalid login credentials' })).toEqual({
      title: 'Login Error',
      description: 'Invalid login credentials',
      variant: 'destructive',
    });
  });

  it('say a known refusal in Spanish to a Spanish reader, and an unknown one as the service said it', async () => {
    const refused = { message: 'Invalid login credentials', code: 'invalid_credentials' };
    expect(serviceErrorToast('Login Error', refused).description).toBe('Invalid login credentials');
    await activateLanguage('es');
    expect(serviceErrorToast('Error', refused).description).toBe(
      'El correo electrónico o la contraseña no son correctos.',
    );
    expect(
      serviceErrorToast('Error', { message: 'Sign-ups are closed', code: 'signup_disabled' })
        .description,
    ).toBe('Sign-ups are closed');
  });

  it.each([
    ['supabase-js could not reach the auth server', new AuthRetryableFetchError()],
    ['the browser’s fetch failed', new TypeError('Failed to fetch')],
  ])('say "An unexpected error occurred" when %s', (_when, error) => {
    expect(serviceErrorToast('Login Error', error).description).toBe(
      'An unexpected error occurred',
    );
    expect(unexpectedErrorToast('Login failed', error).description).toBe(
      'An unexpected error occurred',
    );
  });

  it('keep the message of any other failure', () => {
    expect(unexpectedErrorToast('Signup failed', new Error('Sign-up is closed')).description).toBe(
      'Sign-up is closed',
    );
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { LoginPage } from './login-page';

describe('the auth screens in Spanish', () => {
  it('offer the log-in form in Spanish', async () => {
    await activateLanguage('es');
    renderSignedIn(<LoginPage />, { user: null, path: '/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
  }, 30_000); // The first switch to Spanish in a worker compiles the catalog.
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { GoodbyePage } from './goodbye-page';

describe('the account screens in Spanish', () => {
  it('say goodbye in Spanish', async () => {
    await activateLanguage('es');
    renderSignedIn(<GoodbyePage />, { user: null, path: '/goodbye' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Su cuenta fue eliminada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la página de inicio' })).toBeInTheDocument();
  }, 30_000); // The first switch to Spanish in a worker compiles the catalog.
});

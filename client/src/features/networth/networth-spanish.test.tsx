import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { stubApi } from '@/test/render-signed-in';
import { renderTrackerPage } from '@/test/tracker-pages';
import { NetworthPage } from './networth-page';

afterEach(() => {
  localStorage.clear();
});

describe('the Net Worth Tracker in Spanish', () => {
  it('speaks Spanish once Spanish is chosen', async () => {
    await activateLanguage('es');
    stubApi(() => new Promise<Response>(() => {}));
    renderTrackerPage(<NetworthPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Registro combinado de patrimonio neto' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Cargando los elementos de su patrimonio neto',
    );
  });
});

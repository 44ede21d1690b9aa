import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { stubApi } from '@/test/render-signed-in';
import { renderTrackerPage } from '@/test/tracker-pages';
import { EventsPage } from './events-page';

afterEach(() => {
  localStorage.clear();
});

describe('the Event Tracker in Spanish', () => {
  it('speaks Spanish once Spanish is chosen', async () => {
    await activateLanguage('es');
    stubApi(() => new Promise<Response>(() => {}));
    renderTrackerPage(<EventsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Registro de eventos' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sus eventos');
    expect(screen.getByRole('button', { name: 'Agregar evento' })).toBeDisabled();
  });
});

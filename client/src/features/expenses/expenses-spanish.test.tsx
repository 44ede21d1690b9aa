import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { stubApi } from '@/test/render-signed-in';
import { renderTrackerPage } from '@/test/tracker-pages';
import { ExpensesPage } from './expenses-page';

afterEach(() => {
  localStorage.clear();
});

describe('the Expense Tracker in Spanish', () => {
  it('speaks Spanish once Spanish is chosen', async () => {
    await activateLanguage('es');
    stubApi(() => new Promise<Response>(() => {}));
    renderTrackerPage(<ExpensesPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Registro de gastos' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sus gastos');
    expect(screen.getByRole('button', { name: 'Agregar gasto' })).toBeDisabled();
  });
});

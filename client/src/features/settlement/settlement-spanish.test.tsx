import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { FreeSettlementCalculatorPage } from './free-settlement-calculator-page';

afterEach(() => {
  localStorage.clear();
  window.sessionStorage.clear();
});

describe('the free settlement calculator in Spanish', () => {
  it('speaks Spanish once Spanish is chosen', async () => {
    await activateLanguage('es');
    renderSignedIn(<FreeSettlementCalculatorPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Calculadora de acuerdo gratis' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Resultado del acuerdo' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Total de bienes' })).toBeVisible();
  });
});

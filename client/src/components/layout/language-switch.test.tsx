import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '@/lib/storage';
import { renderLayout } from '@/test/render-layout';
import { Navbar } from './navbar';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

/** The first switch to Spanish in a test file loads the catalog: seconds under load. */
const CATALOG_LOAD = { timeout: 10_000 };

describe('the language switch', () => {
  it('turns a visitor’s bar into Spanish at once, marks the page and remembers it here', async () => {
    const saveLanguage = vi.fn(async () => {});
    renderLayout(<Navbar />, { user: null, saveLanguage });
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Log in' })).toBeInTheDocument();

    const switchTo = within(bar).getByRole('button', { name: 'Español' });
    expect(switchTo).toHaveAttribute('lang', 'es');
    await userEvent.click(switchTo);

    expect(
      await within(bar).findByRole('link', { name: 'Iniciar sesión' }, CATALOG_LOAD),
    ).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Crear cuenta' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(localKeys.language)).toBe('es');
    expect(saveLanguage).toHaveBeenCalledWith('es');
  });

  it('goes back to English, word for word as before', async () => {
    renderLayout(<Navbar />, { plan: 'free' });
    const bar = screen.getByRole('banner');
    await userEvent.click(within(bar).getByRole('button', { name: 'Español' }));
    expect(
      await within(bar).findByRole('link', { name: 'Cuenta y plan' }, CATALOG_LOAD),
    ).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'English' }));
    expect(await within(bar).findByRole('link', { name: 'Account Settings' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(localKeys.language)).toBe('en');
  });
});

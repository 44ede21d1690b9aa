import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { localKeys } from '@/lib/storage';
import { reply, stubApi } from '@/test/render-signed-in';
import { useFollowAccountLanguage, useSaveAccountLanguage } from './language';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('the account’s language', () => {
  it('is spoken once she signs in, when she chose one on any device', async () => {
    const calls = stubApi(() => reply(200, { language: 'es' }));
    const { rerender } = renderHook(({ userId }) => useFollowAccountLanguage(userId), {
      initialProps: { userId: undefined as string | undefined },
    });
    expect(calls).toEqual([]);

    rerender({ userId: 'u1' });
    await waitFor(() => expect(i18n.locale).toBe('es'));
    expect(calls).toEqual([{ method: 'GET', path: '/api/account/language', body: undefined }]);
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem(localKeys.language)).toBe('es');
  });

  it('leaves this browser’s language alone when she never chose one', async () => {
    const calls = stubApi(() => reply(200, { language: null }));
    renderHook(() => useFollowAccountLanguage('u1'));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(i18n.locale).toBe('en');
    expect(localStorage.getItem(localKeys.language)).toBeNull();
  });

  it('is saved when she switches, and never for a visitor', async () => {
    const calls = stubApi(() => reply(200, { language: 'es' }));
    const { result: visitor } = renderHook(() => useSaveAccountLanguage(undefined));
    await visitor.current('es');
    expect(calls).toEqual([]);

    const { result: member } = renderHook(() => useSaveAccountLanguage('u1'));
    await member.current('es');
    expect(calls).toEqual([
      { method: 'PUT', path: '/api/account/language', body: { language: 'es' } },
    ]);
  });
});

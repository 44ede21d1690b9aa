/**
 * Her language on the account: followed once she is signed in (a choice made on another device
 * wins over this browser's), and saved when she switches in the bar or the drawer.
 */
import { useCallback, useEffect } from 'react';
import { API_PATHS } from '@shared/api-paths';
import type { Language } from '@shared/language';
import { activateLanguage, currentLanguage } from '@/lib/i18n';
import { requestParsedLazily } from '@/lib/lazy-schemas';
import { logger } from '@/lib/logger';

/** The answer's schema, loaded with the first read or save (the layout loads this file: ADR 014). */
const loadAccountLanguageSchema = async () =>
  (await import('@shared/language')).accountLanguageSchema;

/** Reads the account's language each time `userId` signs in, and speaks it if she chose one. */
export function useFollowAccountLanguage(userId: string | undefined) {
  useEffect(() => {
    if (!userId) return;
    let isCurrent = true;
    requestParsedLazily(loadAccountLanguageSchema, 'GET', API_PATHS.accountLanguage)
      .then(({ language }) => {
        if (isCurrent && language && language !== currentLanguage()) {
          return activateLanguage(language);
        }
      })
      .catch((error: unknown) => logger.warn('Could not read the account’s language', error));
    return () => {
      isCurrent = false;
    };
  }, [userId]);
}

/** Saves a language she chose on her account; nothing for a visitor. */
export function useSaveAccountLanguage(userId: string | undefined) {
  return useCallback(
    async (language: Language) => {
      if (!userId) return;
      try {
        await requestParsedLazily(loadAccountLanguageSchema, 'PUT', API_PATHS.accountLanguage, {
          language,
        });
      } catch (error) {
        // The page already speaks it and this browser remembers it; the next switch saves again.
        logger.warn('Could not save the language on the account', error);
      }
    },
    [userId],
  );
}

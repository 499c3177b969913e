import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '@/api';
import { currentLanguage, i18n, type ShippedLanguage } from '@/i18n';
import { expireSession, selectCallToken, useSessionStore } from '@/core';

/**
 * Gives the API client what it asks of the app: the session's token (or a login's waiting for its password
 * change), the visitor's language, and what a 401
 * does (the session's own business, in core).
 *
 * `startLanguage` is the language start-up is loading: the first calls go out while its file is still
 * downloading (in parallel, to save a round trip), and they must already carry the visitor's language.
 */
export function wireApiClient(queryClient: QueryClient, startLanguage?: ShippedLanguage): void {
  configureClient({
    getToken: () => selectCallToken(useSessionStore.getState()),
    getLanguage: () => languageOfCalls(startLanguage),
    onSessionExpired: (token) => expireSession(queryClient, token),
  });
}

/** The language the calls are asked in now: start-up's until the language file is in, then the visitor's. */
export function languageOfCalls(startLanguage?: ShippedLanguage): ShippedLanguage {
  return !i18n.isInitialized && startLanguage ? startLanguage : currentLanguage();
}

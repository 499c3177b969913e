import type { QueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { initI18n, initialLanguage } from '@/i18n';
import { restoreSessionFromUrl, storeMerchantCode } from '@/features/auth';
import { wireApiClient } from './client-wiring';

/**
 * Everything that must happen before the first render: the merchant code is stored, a token handed over
 * in the URL becomes the session (and leaves the address bar), the API client learns about the session,
 * and the visitor's language is loaded so the first paint is already translated.
 */
export async function bootstrap(queryClient: QueryClient): Promise<void> {
  storeMerchantCode();
  restoreSessionFromUrl();
  wireApiClient(queryClient);
  await initI18n(initialLanguage(env.VITE_DEFAULT_LANGUAGE));
}

import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '@/api';
import { currentLanguage } from '@/i18n';
import { openPopup } from '@/lib/popup-store';
import { useSessionStore } from '@/features/auth';

/**
 * Connects the API client to the session and language. A 401 anywhere ends the session here, in one
 * place: identity forgotten, member data dropped, login popup opened, and the visitor stays on the page.
 */
export function wireApiClient(queryClient: QueryClient): void {
  configureClient({
    getToken: () => useSessionStore.getState().token,
    getLanguage: () => currentLanguage(),
    onSessionExpired: () => {
      if (useSessionStore.getState().token === null) return;
      useSessionStore.getState().clear();
      queryClient.removeQueries({ queryKey: ['member'] });
      queryClient.removeQueries({ queryKey: ['wallet'] });
      openPopup('login');
    },
  });
}

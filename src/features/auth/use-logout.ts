import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openPopup } from '@/lib/popup-store';
import { sessionStore } from '@/lib/storage';
import { paths } from '@/config/paths';
import { forgetMemberData, storeMerchantCode, useSessionStore } from '@/core';
import { sendLogout } from './api/logout';

/** Signs out after a confirmation, with the full clean-up of product rules: states and flows. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signOut = useCallback(async () => {
    try {
      await sendLogout();
    } catch {
      // The session ends locally whatever the server says: a failed logout must not keep anyone signed in.
    }
    sessionStore.clearAll();
    storeMerchantCode();
    useSessionStore.getState().clear();
    forgetMemberData(queryClient);
    navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);

  return useCallback(() => {
    openPopup('confirm', {
      title: t('in_popup_prompt'),
      message: t('in_sure_logout'),
      cancelLabel: t('common_cancel'),
      confirmLabel: t('common_confirm'),
      onConfirm: signOut,
    });
  }, [signOut, t]);
}

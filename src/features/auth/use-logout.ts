import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openPopup } from '@/lib/popup-store';
import { paths } from '@/config/paths';
import { signOut } from '@/core/sign-out';

/** Signs out after a confirmation, with the full clean-up of product rules: states and flows. */
export function useLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const confirmed = useCallback(async () => {
    await signOut(queryClient);
    navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);

  return useCallback(() => {
    openPopup('confirm', {
      title: t('in_popup_prompt'),
      message: t('in_sure_logout'),
      cancelLabel: t('common_cancel'),
      confirmLabel: t('common_confirm'),
      onConfirm: confirmed,
    });
  }, [confirmed, t]);
}

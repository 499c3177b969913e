import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api';
import { Button, type ButtonSize, type ButtonVariant } from '@/components/button/button';
import { paths } from '@/config/paths';
import { selectIsLoggedIn, useSessionStore, useSiteFlags } from '@/core';
import { useExclusiveAction } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import styles from './free-play-button.module.css';

export interface FreePlayButtonProps {
  /** Where it sits: the header's compact button or a call to action on a page. */
  placement?: 'header' | 'hero';
}

const looks: Record<NonNullable<FreePlayButtonProps['placement']>, [ButtonVariant, ButtonSize]> = {
  header: ['ghost', 'md'],
  hero: ['secondary', 'lg'],
};

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.icon}>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * Free play (flag FREEPLAY3, product rules: calls the public site makes): a trial account for visitors in one click, then home.
 * Shown only to visitors, and only when the site offers it.
 */
export function FreePlayButton({ placement = 'header' }: FreePlayButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flags = useSiteFlags();
  const loggedIn = useSessionStore(selectIsLoggedIn);
  // One trial account per click burst.
  const start = useExclusiveAction(async () => {
    try {
      // The call's code comes with the click: a visitor who never asks for free play never downloads it.
      const [{ playForFree }, { completeLogin }] = await Promise.all([
        import('../api/free-play'),
        import('@/core/complete-login'),
      ]);
      const result = await playForFree();
      const outcome = await completeLogin(
        { result, method: 'freePlay', username: '' },
        { queryClient, flags },
      );
      if (outcome.kind === 'done') navigate(paths.home);
    } catch (cause) {
      openPopup('confirm', {
        kind: 'info',
        title: t('in_popup_prompt'),
        message: (isApiError(cause) && cause.serverMessage) || t('free_play_failed'),
        confirmLabel: t('common_confirm'),
      });
    }
  });

  if (loggedIn || flags.FREEPLAY3 !== true) return null;

  const [variant, size] = looks[placement];
  return (
    <Button
      variant={variant}
      size={size}
      className={`${styles.button} ${styles[placement]}`}
      icon={<PlayIcon />}
      busy={start.busy}
      onClick={start.run}
      title={t('free_play_hint')}
    >
      {t('free_play')}
    </Button>
  );
}

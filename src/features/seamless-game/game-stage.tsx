import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { requireRealAccount } from '@/core';
// Directly, not through core's index: the refusals' words stay off the first screen (server/foundation-chunk.ts).
import { launchRefusalOf, maintenanceEndText } from '@/core/launch-refusal';
import { failureText } from '@/core/failure-text';
import { useLimitRefusalText } from '@/core/limit-refusal';
import type { AccountAccess } from '@/core/require-real-account';
import { LaunchUrlError } from '@/core/game-tab';
import { languageEntry } from '@/i18n';
import { canFrame, frameSandbox } from '@/lib/frame-hosts';
import { openPopup } from '@/lib/popup-store';
import { useSeamlessLaunch } from './seamless-launch';
import type { SeamlessGame } from './seamless-game';
import styles from './seamless.module.css';

/**
 * Frames only stretch the game's own permissions so far: no reaching for the portal's top window (a game's
 * exit button cannot send the player away), while its scripts, forms and own tabs work. A game on the
 * portal's own origin runs without it (frameSandbox: it could otherwise read the session).
 */
const FRAME_ALLOWANCES = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-pointer-lock',
];

interface GameStageProps {
  play: SeamlessGame;
  name: string;
  allowed: boolean;
  /** Allowed and sure of it: the launch is asked for. */
  launchable: boolean;
  access: AccountAccess;
}

/** The game's place on the page: waiting for an account, starting, failed, shown, or offered in a tab. */
export function GameStage({ play, name, allowed, launchable, access }: GameStageProps) {
  const { t, i18n } = useTranslation();
  const launch = useSeamlessLaunch(play, launchable);
  const limitRefusal = useLimitRefusalText(launch.error);

  if (!allowed) {
    return access === 'trial' ? (
      <StatePanel size="page" title={t('in_popup_prompt')} message={t('in_need_true_account')} />
    ) : (
      <StatePanel
        size="page"
        title={t('seamless_login_title', { name })}
        message={t('seamless_login_text')}
        action={<Button onClick={() => requireRealAccount()}>{t('seamless_login')}</Button>}
      />
    );
  }

  if (launch.isError) {
    const refusal = launchRefusalOf(launch.error);
    const maintenance = refusal?.kind === 'maintenance';
    let message: string;
    if (refusal?.kind === 'maintenance') {
      const ends = maintenanceEndText(refusal.window.endTime, languageEntry(i18n.language)?.tag ?? 'en');
      message = t('game_maintenance_text', { name });
      if (ends) message += ` ${t('game_maintenance_until', { time: ends })}`;
    } else if (refusal?.kind === 'balance') message = t('game_balance_text');
    else if (refusal?.kind === 'unfinished') message = t('game_unfinished_text');
    else if (launch.error instanceof LaunchUrlError) message = t('game_invalid_url');
    else message = limitRefusal ?? failureText(t, launch.error);
    const retry = (
      <Button
        variant={refusal?.kind === 'balance' ? 'secondary' : 'primary'}
        busy={launch.isFetching}
        onClick={() => void launch.refetch()}
      >
        {t('seamless_retry')}
      </Button>
    );
    return (
      <StatePanel
        size="page"
        tone="error"
        title={t(
          maintenance
            ? 'game_maintenance_title'
            : refusal?.kind === 'balance'
              ? 'game_balance_title'
              : 'seamless_failed_title',
        )}
        message={message}
        action={
          refusal?.kind === 'balance' ? (
            <div className={styles.actions}>
              <Button onClick={() => openPopup('memberCentre', { page: 'depositv2' })}>
                {t('game_deposit')}
              </Button>
              {retry}
            </div>
          ) : (
            retry
          )
        }
      />
    );
  }

  if (launch.isPending) {
    return (
      <div className={styles.starting}>
        <Spinner size="lg" />
        <p role="status">{t('seamless_starting', { name })}</p>
      </div>
    );
  }

  const url = launch.data;
  if (!canFrame(url)) {
    // The browser would refuse the frame (the site's frame-src lists only the hosts it names): the game
    // plays in a tab of its own, opened by this click, so no popup blocker stands in the way.
    return (
      <StatePanel
        size="page"
        title={t('seamless_refused_title')}
        message={t('seamless_refused_text', { name })}
        action={
          <Button onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}>
            {t('seamless_open_tab')}
          </Button>
        }
      />
    );
  }

  return (
    <iframe
      className={styles.frame}
      src={url}
      title={t('seamless_frame_title', { name })}
      sandbox={frameSandbox(url, FRAME_ALLOWANCES)}
      allow="fullscreen; autoplay"
      allowFullScreen
      referrerPolicy="no-referrer"
    />
  );
}

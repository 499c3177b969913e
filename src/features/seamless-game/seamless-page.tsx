import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Icon } from '@/components/icon/icon';
import { StatePanel } from '@/components/state-panel/state-panel';
import { paths } from '@/config/paths';
import {
  balanceQueryKey,
  requireRealAccount,
  selectIdentity,
  useAccountAccess,
  useSessionStore,
} from '@/core';
import { pageNames } from '@/i18n/page-names';
import { GameStage } from './game-stage';
import { lobbyPathOf, seamlessGameFrom, type SeamlessGame } from './seamless-game';
import styles from './seamless.module.css';

/**
 * The seamless game page (/seamless, header only): a game the lists mark seamless plays inside the portal,
 * the header's balance in view above it, with a way back to its lobby. The game comes in the address
 * (core's startGame writes it), never a token: the page launches it itself.
 */
export function SeamlessPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const search = query.toString();
  const play = useMemo(() => seamlessGameFrom(new URLSearchParams(search)), [search]);
  if (!play) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t(pageNames.seamless)}</h1>
        <StatePanel
          size="page"
          title={t('seamless_missing_title')}
          message={t('seamless_missing_text')}
          action={
            <Link className={styles.action} to={paths.home}>
              {t('seamless_to_home')}
            </Link>
          }
        />
      </div>
    );
  }
  // Another game in the address is another visit: its own launch, from its loading state.
  return <SeamlessPlay key={search} play={play} />;
}

function SeamlessPlay({ play }: { play: SeamlessGame }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const access = useAccountAccess();
  // A free trial needs no account; a real game needs a real one, as any game start does.
  const allowed = play.freeTrial || access === 'real';
  // A held token is not yet known to be a real account's (a reload): the real game waits for member info.
  const known = useSessionStore(selectIdentity) !== null;
  const launchable = allowed && (play.freeTrial || known);
  const name = play.game.gameName || t(pageNames.seamless);

  // Arriving here without the right account (a link, a reload after logging out): the login popup, or the
  // trial account's notice, as a game start gives them.
  useEffect(() => {
    if (!allowed) requireRealAccount();
  }, [allowed]);
  // What was won or lost inside the game shows in the header's balance once the player leaves it.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: balanceQueryKey }), [queryClient]);

  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <Link className={styles.back} to={lobbyPathOf(play.game.gameType)}>
          <Icon name="chevronLeft" size={18} />
          {t('seamless_back')}
        </Link>
        <h1 className={styles.title}>{name}</h1>
        {play.freeTrial ? <span className={styles.badge}>{t('seamless_free_trial')}</span> : null}
      </div>
      <div className={styles.stage}>
        <GameStage play={play} name={name} allowed={allowed} launchable={launchable} access={access} />
      </div>
    </div>
  );
}

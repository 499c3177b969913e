import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { useMemberScope } from '@/core/account-scope';
import { useMoneyFormat } from '@/core/money-format';
import { signOut } from '@/core/sign-out';
import { paths } from '@/config/paths';
import { useExclusiveAction } from '@/lib/pending-action';
import { openPopup } from '@/lib/popup-store';
import { playSessionQuery } from '../api/play-session';
import { clockText, sessionStartMs } from '../session/session-start';
import styles from './reality-check.module.css';

/**
 * The reality check: how long this session has lasted and how the member stands since logging in. It
 * cannot be waved away (no close button, no Escape): the member continues, looks at the history or leaves.
 */
export function RealityCheckPopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { signed } = useMoneyFormat();
  const { scope } = useMemberScope();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The result is read afresh for the reminder: minutes-old figures would not be a reality check.
  const session = useQuery({ ...playSessionQuery(scope), staleTime: 0 });
  const startMs = session.data ? sessionStartMs(session.data.loginTime) : null;
  // Read once, when the reminder comes: the figure is the time played at that moment.
  const [openedAt] = useState(() => Date.now());
  const playedMs = startMs === null ? null : openedAt - startMs;
  const minutes = playedMs === null ? 0 : Math.floor(playedMs / 60_000);

  const logOut = useExclusiveAction(async () => {
    await signOut(queryClient);
    onClose();
    navigate(paths.home, { replace: true });
  });

  return (
    <Modal title={t('reality_title')} onClose={onClose} dismissible={false} size="sm">
      <div className={styles.body}>
        {playedMs !== null ? (
          <p className={styles.lead}>
            {t('reality_played', {
              time:
                minutes >= 60
                  ? `${t('safer_hours', { count: Math.floor(minutes / 60) })} ${t('safer_minutes', { count: minutes % 60 })}`
                  : t('safer_minutes', { count: minutes }),
            })}
          </p>
        ) : null}
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('reality_time')}</dt>
            <dd>{playedMs === null ? '–' : clockText(playedMs)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('reality_result')}</dt>
            <dd data-sign={session.data ? Math.sign(session.data.netResult) : undefined}>
              {session.data ? (
                signed(session.data.netResult)
              ) : session.isError ? (
                t('reality_result_failed')
              ) : (
                <Spinner size="sm" label={t('common_loading')} />
              )}
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <Button onClick={onClose}>{t('reality_continue')}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              openPopup('memberCentre', { page: 'transactionHistory' });
            }}
          >
            {t('reality_history')}
          </Button>
          <Button variant="ghost" busy={logOut.busy} onClick={logOut.run}>
            {t('reality_logout')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

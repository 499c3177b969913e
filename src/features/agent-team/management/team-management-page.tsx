import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from './team-members';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { failureText } from '@/core/failure-text';
import { useMemberInfo, useSiteFlags } from '@/core';
import { SeveralTransfer } from './several-transfer';
import { SEVERAL_FLAG } from './transfer-to-several';
import { useTeamCount, useTeamMembers, type TeamView } from './team-members';
import type { Direction } from './transfer-to-downline';
import { DownlineTransfer } from './downline-transfer';
import { TeamPath } from './team-path';
import { TeamSearch } from './team-search';
import { TeamTable } from './team-table';
import styles from './team.module.css';

/**
 * Team management (agentTeamManagement): the agent's downline, a sub-agent's team by drilling down (the path
 * leads back up), a search of the whole team by account, and transfers to and collections from a direct
 * downline.
 */
export function TeamManagementPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<TeamView>({ path: [], search: '' });
  const agentAccount = useMemberInfo().data?.account ?? '';
  const count = useTeamCount();
  const offersSeveral = useSiteFlags()[SEVERAL_FLAG] === true;
  const [several, setSeveral] = useState(false);
  const [sending, setSending] = useState<{ member: Downline; direction: Direction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const team = useTeamMembers(view);
  const parentAccount = view.path.at(-1) ?? agentAccount;
  // The transfer card replaces nothing on screen: when it closes, focus goes back where the reader was (the
  // row's Transfer button), or to the outcome once money has moved.
  const opener = useRef<HTMLElement | null>(null);
  const outcome = useRef<HTMLParagraphElement>(null);

  const start = (member: Downline, direction: Direction) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDone(null);
    setSeveral(false);
    setSending({ member, direction });
  };

  const show = (next: TeamView) => {
    setSending(null);
    setView(next);
  };

  return (
    <div className={styles.page}>
      <TeamSearch
        search={view.search}
        onSearch={(search) => show({ path: [], search })}
        onClear={() => show({ path: [], search: '' })}
      />
      {count.data ? (
        <p className={styles.muted}>
          {t('agent_team_count', { count: count.data.teamSize, direct: count.data.directMembers })}
        </p>
      ) : null}
      {team.isPending ? (
        <Spinner size="lg" label={t('common_loading')} />
      ) : team.isError ? (
        <StatePanel
          tone="error"
          title={t('agent_team_failed')}
          message={failureText(t, team.error)}
          action={
            <Button size="sm" variant="secondary" onClick={() => void team.refetch()}>
              {t('common_retry')}
            </Button>
          }
        />
      ) : (
        <>
          {view.search ? (
            <p className={styles.muted}>{t('agent_team_search_result', { search: view.search })}</p>
          ) : (
            <TeamPath
              path={[agentAccount, ...view.path]}
              onOpen={(depth) => show({ path: view.path.slice(0, depth), search: '' })}
            />
          )}
          <p className={styles.done} role="status" tabIndex={-1} ref={outcome}>
            {done}
          </p>
          {offersSeveral ? (
            <div className={styles.actions}>
              <Button
                size="sm"
                variant="secondary"
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setDone(null);
                  setSending(null);
                  setSeveral(true);
                }}
              >
                {t('agent_several_open')}
              </Button>
            </div>
          ) : null}
          {several ? (
            <SeveralTransfer
              onCancel={() => {
                setSeveral(false);
                if (opener.current?.isConnected) opener.current.focus();
              }}
              onDone={(message) => {
                setSeveral(false);
                setDone(message);
                outcome.current?.focus();
              }}
            />
          ) : null}
          {sending ? (
            <DownlineTransfer
              key={`${sending.direction}-${sending.member.account}`}
              direction={sending.direction}
              downline={sending.member}
              onCancel={() => {
                setSending(null);
                if (opener.current?.isConnected) opener.current.focus();
              }}
              onDone={(message) => {
                setSending(null);
                setDone(message);
                outcome.current?.focus();
              }}
            />
          ) : null}
          <TeamTable
            caption={
              view.search
                ? t('agent_team_search_result', { search: view.search })
                : t('agent_team_members', { account: parentAccount })
            }
            members={team.data.list}
            empty={view.search ? t('agent_team_none_found') : t('agent_team_empty')}
            onOpen={(account) =>
              show({ path: view.search ? [account] : [...view.path, account], search: '' })
            }
            onTransfer={(member) => start(member, 'send')}
            onCollect={(member) => start(member, 'collect')}
          />
        </>
      )}
    </div>
  );
}

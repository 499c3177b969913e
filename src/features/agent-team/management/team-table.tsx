import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Downline } from './team-members';
import { Button } from '@/components/button/button';
import { numericCell, ScrollTable } from '@/components/scroll-table/scroll-table';
import type { TranslationKey } from '@/i18n';
import { useMoneyFormat } from '@/core/money-format';
import styles from './team.module.css';

/**
 * The members on screen with their balance, last login and status. A sub-agent's account opens its team;
 * only a direct downline can be sent money, or have money collected from it.
 */
export function TeamTable({
  caption,
  members,
  empty,
  onOpen,
  onTransfer,
  onCollect,
}: {
  caption: string;
  members: readonly Downline[];
  empty: string;
  onOpen: (account: string) => void;
  onTransfer: (member: Downline) => void;
  onCollect: (member: Downline) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const captionId = useId();
  if (members.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ScrollTable labelledBy={captionId} minWidth={720}>
      <caption id={captionId} className={styles.caption}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('agent_team_account')}</th>
          <th scope="col">{t('agent_team_type')}</th>
          <th scope="col" className={numericCell}>
            {t('agent_team_balance')}
          </th>
          <th scope="col">{t('agent_team_last_login')}</th>
          <th scope="col">{t('agent_team_status')}</th>
          <th scope="col">{t('agent_team_actions')}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const agent = member.accountType === 'AGENT';
          return (
            <tr key={member.account}>
              <th scope="row" className={styles.account}>
                {agent ? (
                  <button type="button" className={styles.pathButton} onClick={() => onOpen(member.account)}>
                    {member.account}
                  </button>
                ) : (
                  member.account
                )}
                {member.nickname && member.nickname !== member.account ? ' ' : null}
                {member.nickname && member.nickname !== member.account ? (
                  <span className={styles.nickname}>{member.nickname}</span>
                ) : null}
              </th>
              <td>
                {agent ? t('agent_team_type_AGENT', { count: member.teamSize }) : t('agent_team_type_PLAYER')}
              </td>
              <td className={numericCell}>{money(member.balance)}</td>
              <td>{member.lastLogin ?? t('agent_team_never')}</td>
              <td>
                <span className={member.status === 'LOCKED' ? styles.locked : styles.normal}>
                  {t(`agent_team_status_${member.status}` as TranslationKey, { defaultValue: member.status })}
                </span>
              </td>
              <td>
                {member.direct ? (
                  <div className={styles.rowActions}>
                    <Button size="sm" variant="secondary" onClick={() => onTransfer(member)}>
                      {t('agent_team_transfer', { account: member.account })}
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => onCollect(member)}>
                      {t('agent_team_collect', { account: member.account })}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}

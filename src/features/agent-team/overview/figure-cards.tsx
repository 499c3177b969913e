import { useTranslation } from 'react-i18next';
import type { TeamOverview } from './team-overview';
import { useMoneyFormat } from '@/core/money-format';
import { useCountText } from '@/core/use-count-text';
import styles from './overview.module.css';

/** The period's figures, one card each: a term and its value, read in that order by a screen reader. */
export function FigureCards({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const count = useCountText();
  const result = overview.profitLoss;
  const cards = [
    {
      term: t('agent_team_size'),
      value: count(overview.teamSize),
      detail: t('agent_direct_members', { count: overview.directMembers }),
    },
    { term: t('agent_new_members'), value: count(overview.newMembers) },
    { term: t('agent_active_members'), value: count(overview.activeMembers) },
    {
      term: t('agent_first_deposits'),
      value: count(overview.firstDeposits),
      detail: t('agent_first_deposit_amount', { amount: money(overview.firstDepositAmount) }),
    },
    { term: t('agent_deposits'), value: money(overview.deposits) },
    { term: t('agent_withdrawals'), value: money(overview.withdrawals) },
    { term: t('agent_valid_bets'), value: money(overview.validBets) },
    {
      term: t('agent_profit_loss'),
      value: money(result),
      detail: t('agent_profit_loss_hint'),
      tone: result > 0 ? styles.up : result < 0 ? styles.down : '',
    },
  ];
  return (
    <dl className={styles.cards} aria-label={t('agent_figures')}>
      {cards.map((card) => (
        <div key={card.term} className={styles.card}>
          <dt>{card.term}</dt>
          <dd className={`${styles.figure} ${card.tone ?? ''}`}>{card.value}</dd>
          {card.detail ? <dd className={styles.detail}>{card.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

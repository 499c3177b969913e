import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import { unmetConditions, type ClaimTicket, type TicketCondition } from './claim-ticket-list';
import styles from '../reward-centre.module.css';

/** Condition types said in the member's words; another is named as the server sends it. */
const MONEY_CONDITIONS = ['DEPOSIT', 'BET'] as const;
type MoneyCondition = (typeof MONEY_CONDITIONS)[number];
const isMoney = (type: string): type is MoneyCondition =>
  (MONEY_CONDITIONS as readonly string[]).includes(type);

function ConditionLine({ condition }: { condition: TicketCondition }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const { conditionType: type, currentValue: current, targetValue: target } = condition;
  const left = Math.max(target - current, 0);
  if (isMoney(type)) {
    return <li>{t(`rewards_condition_${type}`, { amount: money(left), target: money(target) })}</li>;
  }
  return <li>{t('rewards_condition_other', { type, current, target })}</li>;
}

/** What a ticket still waits on: how many conditions are met, and what remains of each of the others. */
export function TicketConditions({ ticket }: { ticket: ClaimTicket }) {
  const { t } = useTranslation();
  const unmet = unmetConditions(ticket);
  const size = ticket.conditionSize ?? ticket.conditionStatus.length;
  const achieved = ticket.achievedConditionSize ?? size - unmet.length;
  return (
    <div className={styles.meta}>
      <p>{t('rewards_ticket_locked', { achieved, size })}</p>
      {unmet.length > 0 ? (
        <ul aria-label={t('rewards_ticket_conditions')}>
          {unmet.map((condition, index) => (
            <ConditionLine key={`${condition.conditionType}-${index}`} condition={condition} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

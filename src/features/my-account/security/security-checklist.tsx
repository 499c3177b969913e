import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { TranslationKey } from '@/i18n';
import { checklistOf, useSecurityConfig, type ChecklistItem, type SecurityItem } from './security-config';
import styles from '../my-account.module.css';

const itemTitle: Record<SecurityItem, TranslationKey> = {
  mobileVerified: 'account_check_mobile',
  bindGA: 'account_check_ga',
  idVerification: 'account_check_id',
  cpfVerification: 'account_check_cpf',
};

/** A status the server gives an item under review (the member centre's `statusForFE` PENDING, and its kin). */
const REVIEW = /^(P|PENDING|UNDER_REVIEW|REVIEW)$/i;

/** Where an incomplete item is done in the portal: its action's visible text and full name. */
export interface ChecklistAction {
  text: string;
  name: string;
  onClick: () => void;
}

function stateOf(item: ChecklistItem): TranslationKey {
  if (item.done) return 'account_check_done';
  return item.status && REVIEW.test(item.status) ? 'account_check_review' : 'account_check_todo';
}

/**
 * The security centre (`/wps/v2/member/securityConfig`): how complete the account's security is, and the
 * items the site asks for, each done or not; an incomplete one offers its form where the portal has one.
 * Nothing shows while it loads or where it fails: the rows below still say what is set.
 */
export function SecurityChecklist({ actions }: { actions: Partial<Record<SecurityItem, ChecklistAction>> }) {
  const { t } = useTranslation();
  const id = useId();
  const config = useSecurityConfig();
  if (!config.data) return null;
  const { items, progress } = checklistOf(config.data);
  if (items.length === 0) return null;
  return (
    <div className={styles.checklist}>
      <div className={styles.checkHead}>
        <span id={`${id}-label`}>{t('account_check_title')}</span>
        <span id={`${id}-figure`} className={styles.checkFigure}>
          {t('account_check_progress', { percent: progress })}
        </span>
      </div>
      <progress
        className={styles.checkBar}
        max={100}
        value={progress}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-figure`}
      />
      <ul className={styles.checkItems} aria-labelledby={`${id}-label`}>
        {items.map((item) => {
          const action = item.done ? undefined : actions[item.key];
          return (
            <li key={item.key} className={styles.checkItem}>
              <span>{t(itemTitle[item.key])}</span>
              <span className={item.done ? styles.stateSet : styles.stateMissing}>{t(stateOf(item))}</span>
              {action ? (
                <Button size="sm" variant="ghost" aria-label={action.name} onClick={action.onClick}>
                  {action.text}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useRegisterSettings } from '@/core/register-settings';
import { downlineRules } from './downline-rules';
import { DownlineForm } from './downline-form';
import { SignUpLink } from './sign-up-link';
import styles from './registration.module.css';

/** Account registration (agentRegistration): a new downline account, and the agent's own sign-up link. */
export function RegistrationPage() {
  const { t } = useTranslation();
  const rules = useRegisterSettings(downlineRules);
  return (
    <div className={styles.page}>
      {rules.isPending ? (
        <Spinner label={t('common_loading')} />
      ) : rules.isError ? (
        <StatePanel
          tone="error"
          title={t('agent_reg_rules_failed')}
          action={
            <Button size="sm" variant="secondary" onClick={() => void rules.refetch()}>
              {t('common_retry')}
            </Button>
          }
        />
      ) : (
        <DownlineForm rules={rules.data} />
      )}
      <SignUpLink />
    </div>
  );
}

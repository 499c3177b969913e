import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { hasCode } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { useActionFailure } from '@/core/action-failure';
import type { TranslationKey } from '@/i18n';
import { useExclusiveAction } from '@/lib/pending-action';
import { submitDownline } from './create-downline';
import { useRefreshTeam } from '../management/team-members';
import { downlineSchema, ruleHint, type DownlineValues } from './downline-rules';
import type { TextRule } from '@/core/text-rule';
import styles from './registration.module.css';

/** Server codes with a message of our own (mocks/README.md, registration and team management). */
const messageByCode: Record<string, TranslationKey> = {
  'member.username.duplicated': 'agent_reg_duplicated',
  'register.field.invalid': 'agent_reg_invalid',
  'register.password.mismatch': 'agent_reg_mismatch',
};

const empty: DownlineValues = { accountType: 'PLAYER', username: '', password: '', confirmPassword: '' };

/**
 * A player or sub-agent under the agent, with the site's username and password rules. One request however
 * fast the clicks come; a refusal keeps every field, and the username's own refusal is said on it.
 */
export function DownlineForm({ rules }: { rules: { username: TextRule; password: TextRule } }) {
  const { t } = useTranslation();
  const refreshTeam = useRefreshTeam();
  const failure = useActionFailure({
    messages: messageByCode,
    reread: refreshTeam,
    lostKey: 'agent_reg_lost',
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const schema = useMemo(() => downlineSchema(t, rules), [t, rules]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<DownlineValues>({ resolver: zodResolver(schema), defaultValues: empty });

  const create = useExclusiveAction(async (values: DownlineValues) => {
    setAlert(null);
    setCreated(null);
    try {
      const account = await submitDownline({ ...values, username: values.username.trim() });
      reset(empty);
      setCreated(
        t(account.accountType === 'AGENT' ? 'agent_reg_created_agent' : 'agent_reg_created', {
          account: account.account,
        }),
      );
      await refreshTeam().catch(() => undefined);
    } catch (error) {
      const text = await failure(error);
      if (hasCode(error, 'member.username.duplicated')) {
        setError('username', { type: 'server', message: text }, { shouldFocus: true });
      } else setAlert(text);
    }
  });

  const reveal = { show: t('agent_reg_show_password'), hide: t('agent_reg_hide_password') };
  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby="agent-reg-heading"
      onSubmit={(e) => void handleSubmit(create.run)(e)}
    >
      <h3 id="agent-reg-heading" className={styles.title}>
        {t('agent_reg_heading')}
      </h3>
      <p className={styles.intro}>{t('agent_reg_intro')}</p>
      <fieldset className={styles.kinds}>
        <legend className={styles.legend}>{t('agent_reg_type')}</legend>
        <label className={styles.kind}>
          <input type="radio" value="PLAYER" {...register('accountType')} />
          {t('agent_reg_type_player')}
        </label>
        <label className={styles.kind}>
          <input type="radio" value="AGENT" {...register('accountType')} />
          {t('agent_reg_type_agent')}
        </label>
      </fieldset>
      <TextField
        label={t('agent_reg_username')}
        autoComplete="off"
        required
        hint={ruleHint(rules.username, t)}
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('agent_reg_password')}
        type="password"
        autoComplete="new-password"
        required
        hint={ruleHint(rules.password, t)}
        reveal={reveal}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('agent_reg_confirm')}
        type="password"
        autoComplete="new-password"
        required
        reveal={reveal}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {alert ? (
        <p className={styles.failure} role="alert">
          {alert}
        </p>
      ) : null}
      <p className={styles.done} role="status">
        {created}
      </p>
      <div className={styles.actions}>
        <Button type="submit" busy={create.busy}>
          {t('agent_reg_submit')}
        </Button>
      </div>
    </form>
  );
}

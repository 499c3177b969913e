import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ActionOutcome, type Outcome } from '@/components/action-outcome/action-outcome';
import { useMemberScope } from '@/core/account-scope';
import { failureText } from '@/core/failure-text';
import { useExclusiveAction } from '@/lib/pending-action';
import { playSessionQuery } from '../api/play-session';
import { realityCheckChoices, sendRealityCheck, type RealityCheckMinutes } from '../api/set-reality-check';
import styles from '../safer-gambling.module.css';

const asChoice = (minutes: number): RealityCheckMinutes =>
  realityCheckChoices.find((c) => c === minutes) ?? 60;

/** How often the reality check comes; the running reminder follows the saved choice at once. */
export function RealityCheckSetting({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { scope } = useMemberScope();
  const [chosen, setChosen] = useState<RealityCheckMinutes>(asChoice(minutes));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const save = useExclusiveAction(async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      const answer = await sendRealityCheck(chosen);
      // The reminder's timer watches the session's answer: it re-plans from the new interval.
      queryClient.setQueryData(playSessionQuery(scope).queryKey, (old) =>
        old ? { ...old, realityCheckMinutes: answer.realityCheckMinutes } : old,
      );
      setOutcome({ ok: true, text: t('safer_reality_saved') });
    } catch (error) {
      setOutcome({ ok: false, text: failureText(t, error) });
    }
  });

  return (
    <form className={styles.choiceForm} onSubmit={save.run}>
      <fieldset className={styles.choices}>
        <legend className={styles.fieldLabel}>{t('safer_reality_field')}</legend>
        {realityCheckChoices.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              name="reality-check"
              value={choice}
              checked={chosen === choice}
              onChange={() => setChosen(choice)}
            />
            <span>{choice === 0 ? t('safer_reality_off') : t('safer_minutes', { count: choice })}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={save.busy}>
        {t('safer_limit_save')}
      </Button>
      <ActionOutcome outcome={outcome} classNames={{ ok: styles.saved, failed: styles.failed }} />
    </form>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ActionOutcome } from '@/components/action-outcome/action-outcome';
import type { LimitLine } from '@/core/api/safer-gambling';
import { useExclusiveAction } from '@/lib/pending-action';
import { LimitStatus } from './limit-status';
import { useSetLimit } from './use-set-limit';
import styles from '../safer-gambling.module.css';

/** The daily time limits offered, in minutes: choices, not a free field, so no entry can be malformed. */
export const sessionChoices = [30, 60, 120, 180, 240, 360, 480, 720] as const;

/** The daily session time limit: minutes logged in today against the limit, and a choice to change it. */
export function SessionLimitRow({
  line,
  time,
  duration,
}: {
  line: LimitLine;
  time: (serverTime: string) => string;
  duration: (minutes: number) => string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { send, outcome } = useSetLimit(line, time);
  // A limit set elsewhere at an odd value is still offered, so the choice shows what is in force.
  const choices = [...new Set([...sessionChoices, ...(line.limit ? [line.limit] : [])])].sort(
    (a, b) => a - b,
  );
  const [chosen, setChosen] = useState(line.limit === null ? '' : String(line.limit));

  const save = useExclusiveAction(async (event: React.FormEvent) => {
    event.preventDefault();
    await send(chosen === '' ? null : Number(chosen));
  });

  return (
    <li className={styles.limitRow}>
      <LimitStatus line={line} figure={duration} time={time} />
      <form className={styles.limitForm} onSubmit={save.run}>
        <div className={styles.limitField}>
          <label htmlFor={id} className={styles.fieldLabel}>
            {t('safer_session_field')}
          </label>
          <select
            id={id}
            className={styles.select}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
          >
            <option value="">{t('safer_limit_none')}</option>
            {choices.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {duration(minutes)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.limitActions}>
          <Button type="submit" busy={save.busy}>
            {t('safer_limit_save')}
          </Button>
        </div>
      </form>
      <ActionOutcome outcome={outcome} classNames={{ ok: styles.saved, failed: styles.failed }} />
    </li>
  );
}

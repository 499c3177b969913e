import { useTranslation } from 'react-i18next';
import { useClockPreference } from './clock-preference';
import styles from '../safer-gambling.module.css';

/** Shows or hides the header's session clock, at once (a preference of this browser's). */
export function ClockSetting() {
  const { t } = useTranslation();
  const { hidden, setHidden } = useClockPreference();
  return (
    <label className={styles.choice}>
      <input type="checkbox" checked={!hidden} onChange={(e) => setHidden(!e.target.checked)} />
      <span>{t('safer_clock_show')}</span>
    </label>
  );
}

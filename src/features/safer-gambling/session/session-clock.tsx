import { useTranslation } from 'react-i18next';
import { OutlineGlyph } from '@/components/icon/icon';
import { usePlaySession } from '../api/play-session';
import { useClockPreference } from './clock-preference';
import { clockText, sessionStartMs } from './session-start';
import { useNow } from './use-now';
import styles from './session-clock.module.css';

const CLOCK_GLYPH = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';
const CLOSE_GLYPH = 'M7 7l10 10M17 7L7 17';

/**
 * The header's session clock: how long this session has lasted, counted from the login (so a reload goes
 * on counting). The member may hide it here and show it again on the Safer gambling page.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const { hidden, setHidden } = useClockPreference();
  const session = usePlaySession();
  const now = useNow();
  const startMs = session.data ? sessionStartMs(session.data.loginTime) : null;
  if (hidden || startMs === null) return null;
  const label = t('clock_label');
  return (
    <div className={styles.clock}>
      <OutlineGlyph d={CLOCK_GLYPH} size={16} strokeWidth="1.8" />
      {/* A timer is not read out as it ticks; its name says what it counts. */}
      <span role="timer" aria-label={label} title={label} className={styles.time}>
        {clockText(now - startMs)}
      </span>
      <button
        type="button"
        className={styles.hide}
        onClick={() => setHidden(true)}
        aria-label={t('clock_hide')}
        title={t('clock_hide')}
      >
        <OutlineGlyph d={CLOSE_GLYPH} size={14} strokeWidth="2" />
      </button>
    </div>
  );
}

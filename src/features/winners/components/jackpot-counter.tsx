import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { languageEntry } from '@/i18n/languages';
import { jackpotStart, jackpotStep } from '@/lib/jackpot';
import { formatAmount, type CurrencySign } from '@/lib/money';
import styles from './winners-board.module.css';

const ROLL_MS = 900;

/**
 * The rolling jackpot of product rules: constants and limits: a random start, then a rise every 3 to 5 seconds. Each rise
 * rolls up over a moment instead of jumping. The figure is decorative, so it is not announced live.
 */
export function JackpotCounter({ sign }: { sign: CurrencySign | null }) {
  const { t, i18n } = useTranslation();
  const locale = languageEntry(i18n.language)?.tag ?? 'en';
  const [target, setTarget] = useState(jackpotStart);
  const [shown, setShown] = useState(target);
  const shownRef = useRef(shown);

  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      const { delayMs, amount } = jackpotStep();
      timer = window.setTimeout(() => {
        setTarget((value) => Math.round((value + amount) * 100) / 100);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const from = shownRef.current;
    if (from === target) return;
    const started = performance.now();
    let frame = 0;
    const roll = (now: number) => {
      const progress = Math.min(1, (now - started) / ROLL_MS);
      const eased = 1 - (1 - progress) ** 3;
      const value = progress === 1 ? target : Math.round((from + (target - from) * eased) * 100) / 100;
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(roll);
    };
    frame = requestAnimationFrame(roll);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return (
    <div className={styles.jackpot}>
      <p className={styles.jackpotLabel}>{t('jackpot')}</p>
      <p className={styles.jackpotValue}>
        {sign?.before ? <span className={styles.jackpotSymbol}>{sign.symbol}</span> : null}
        {formatAmount(shown, locale)}
        {sign && !sign.before ? (
          <span className={`${styles.jackpotSymbol} ${styles.after}`}>{sign.symbol}</span>
        ) : null}
      </p>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from './upline.module.css';

/** The last look before money leaves: who gets how much, with Confirm and Back. */
export function UplineConfirm({
  question,
  busy,
  onConfirm,
  onBack,
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form has gone: the question is where the reader is now.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.confirm} aria-labelledby="upline-confirm">
      <h4 id="upline-confirm" ref={headingRef} tabIndex={-1} className={styles.formTitle}>
        {t('upline_confirm_title')}
      </h4>
      <p className={styles.question}>{question}</p>
      <p className={styles.note}>{t('upline_confirm_note')}</p>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {t('upline_back')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {t('upline_confirm')}
        </Button>
      </div>
    </section>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/button/button';
import styles from './money-form.module.css';

export interface MoneyConfirmProps {
  /** "Send R$ 250.00 to Agent Alpha (agent01)?": who gets how much. */
  question: string;
  /** A heading above the question; without one the question itself takes the focus. */
  title?: string;
  /** A last word under the question (it cannot be undone...). */
  note?: string;
  backLabel: string;
  confirmLabel: string;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
  className?: string;
  titleClassName?: string;
  questionClassName?: string;
  noteClassName?: string;
}

/**
 * The last look before money moves: the question, Back (every field kept) and Confirm, which shows itself
 * busy and sends once. The form has gone from the screen, so the focus comes here.
 */
export function MoneyConfirm({
  question,
  title,
  note,
  backLabel,
  confirmLabel,
  busy,
  onBack,
  onConfirm,
  className,
  titleClassName,
  questionClassName,
  noteClassName,
}: MoneyConfirmProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => (titleRef.current ?? questionRef.current)?.focus(), []);
  return (
    <section
      className={`${styles.confirm} ${className ?? ''}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : question}
    >
      {title ? (
        <h4 id={titleId} ref={titleRef} tabIndex={-1} className={`${styles.title} ${titleClassName ?? ''}`}>
          {title}
        </h4>
      ) : null}
      <p
        ref={questionRef}
        tabIndex={title ? undefined : -1}
        className={`${styles.question} ${questionClassName ?? ''}`}
      >
        {question}
      </p>
      {note ? <p className={noteClassName}>{note}</p> : null}
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          {backLabel}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}

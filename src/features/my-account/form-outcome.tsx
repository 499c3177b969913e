import styles from './my-account.module.css';

export interface Outcome {
  ok: boolean;
  text: string;
}

/** A form's answer: a success is a status, a refusal an alert; server text stays text. */
export function FormOutcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? styles.success : styles.failure} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </p>
  );
}

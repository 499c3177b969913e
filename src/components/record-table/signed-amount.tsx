import styles from './records.module.css';

/** A win or a loss: the sign says it in text, the colour only repeats it. */
export function SignedAmount({ amount, text }: { amount: number; text: string }) {
  const cents = Math.round(amount * 100);
  const tone = cents > 0 ? styles.gain : cents < 0 ? styles.loss : undefined;
  return <span className={tone}>{text}</span>;
}

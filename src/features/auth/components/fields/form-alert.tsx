import styles from '../auth-form.module.css';

/** A form's announced message: `alert` for failures, `warning` for a refused code request. */
export function FormAlert({
  message,
  tone = 'alert',
}: {
  message: string | null;
  tone?: 'alert' | 'warning';
}) {
  if (!message) return null;
  return (
    <p className={tone === 'alert' ? styles.alert : styles.warning} role="alert">
      {message}
    </p>
  );
}

import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PROOF_TYPES } from '../../model/receipt-proof';
import styles from './withdraw.module.css';

interface ProofFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  error?: string;
}

/** The proof picture of a withdrawal that did not arrive: png or jpg, at most 5 MB, checked on choosing. */
export function ProofField({ id, error, ...input }: ProofFieldProps) {
  const { t } = useTranslation();
  const messageId = `${id}-message`;
  return (
    <div className={styles.proofField}>
      <label htmlFor={id} className={styles.label} data-required="">
        {t('withdraw_proof')}
      </label>
      <input
        id={id}
        type="file"
        accept={PROOF_TYPES.join(',')}
        className={styles.fileInput}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        {...input}
      />
      <p id={messageId} className={error ? styles.fieldError : styles.hint}>
        {error ?? t('withdraw_proof_hint')}
      </p>
    </div>
  );
}

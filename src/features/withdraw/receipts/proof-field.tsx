import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_TYPES } from '@/lib/picture-file';
import styles from '../withdraw.module.css';

interface ProofFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  /** The name of the picture chosen, if any. */
  fileName: string | null;
  error?: string;
}

/**
 * The proof picture of a withdrawal that did not arrive: png or jpg, at most 5 MB, checked on choosing.
 * The browser's own file button speaks the browser's language, not the site's: the native input stays
 * (focusable, and what assistive technology meets) but is drawn as our button and the chosen name.
 */
export function ProofField({ id, fileName, error, ...input }: ProofFieldProps) {
  const { t } = useTranslation();
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const messageId = `${id}-message`;
  return (
    <div className={styles.proofField}>
      <span id={labelId} className={styles.label} data-required="">
        {t('withdraw_proof')}
      </span>
      <div className={styles.filePicker} data-invalid={error ? '' : undefined}>
        <input
          id={id}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          className={styles.fileInput}
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${chosenId} ${messageId}`}
          {...input}
        />
        <label htmlFor={id} className={styles.fileButton}>
          {t('withdraw_proof_choose')}
        </label>
        <span id={chosenId} className={styles.fileName}>
          {fileName ?? t('withdraw_proof_none')}
        </span>
      </div>
      <p id={messageId} className={error ? styles.fieldError : styles.hint}>
        {error ?? t('withdraw_proof_hint')}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from '../my-account.module.css';

/** A security form's buttons: its submit, named for what it saves, and Cancel. */
export function FormActions({
  submit,
  busy,
  onCancel,
}: {
  submit: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('common_cancel')}
      </Button>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
    </div>
  );
}

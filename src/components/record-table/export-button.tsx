import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import type { ExportState } from './use-csv-export';
import styles from './records.module.css';

/** The export action with what became of it: busy while the pages are read, then done or failed. */
export function ExportButton({
  state,
  disabled,
  onExport,
}: {
  state: ExportState;
  disabled?: boolean;
  onExport: () => void;
}) {
  const { t } = useTranslation();
  const busy = state.kind === 'busy';
  return (
    <div className={styles.export}>
      <Button
        size="md"
        variant="secondary"
        icon={<Icon name="download" size={16} />}
        busy={busy}
        disabled={disabled}
        onClick={onExport}
      >
        {busy ? t('records_exporting') : t('records_export')}
      </Button>
      <p className={styles.exportNote} role="status">
        {state.kind === 'done' ? t('records_export_done', { count: state.rows }) : ''}
      </p>
      {state.kind === 'failed' ? (
        <p className={styles.exportFailed} role="alert">
          {t('records_export_failed')}
        </p>
      ) : null}
    </div>
  );
}

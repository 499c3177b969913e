import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useBanks } from './banks';
import { useBindConfig } from './bind-config';
import { BindCardForm } from './bind-card-form';
import styles from '../withdraw.module.css';

/** The bind form once the banks and what binding asks are read; each failure says so with a retry. */
export function BindCardPanel({ id, onBound }: { id: string; onBound: (label: string) => void }) {
  const { t } = useTranslation();
  const banks = useBanks();
  const config = useBindConfig();
  if (banks.isError || config.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('card_bind_load_failed')}
        action={
          <Button
            size="sm"
            variant="secondary"
            busy={banks.isFetching || config.isFetching}
            onClick={() => {
              if (banks.isError) void banks.refetch();
              if (config.isError) void config.refetch();
            }}
          >
            {t('common_retry')}
          </Button>
        }
      />
    );
  }
  if (!banks.data || !config.data) return <Spinner label={t('common_loading')} />;
  if (config.data.shouldBindGA) return <p className={styles.note}>{t('card_bind_ga_first')}</p>;
  if (banks.data.length === 0) return <p className={styles.note}>{t('card_no_banks')}</p>;
  return <BindCardForm id={id} banks={banks.data} config={config.data.validate} onBound={onBound} />;
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { StatePanel } from '@/components/state-panel/state-panel';

/** A game list or game centre whose games or vendors could not load, with a retry. */
export function LobbyError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      tone="error"
      size="page"
      title={t('lobby_error_title')}
      message={t('lobby_error_text')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('common_retry')}
        </Button>
      }
    />
  );
}

import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/components/search-box/search-box';

/** Search by game name; the lobby and a vendor's list filter on the client, so every keystroke answers at once. */
export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SearchBox
      value={value}
      onChange={onChange}
      label={t('lobby_search')}
      placeholder={t('lobby_search_placeholder')}
      clearLabel={t('lobby_search_clear')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { StatePanel } from '@/components/state-panel/state-panel';

/** An entry of the menu whose page is not built yet: said plainly, never a blank area. */
export function ComingSoon({ page }: { page: string }) {
  const { t } = useTranslation();
  return (
    <StatePanel
      size="page"
      icon={<Icon name="star" size={26} />}
      title={t('centre_coming_soon_title')}
      message={t('centre_coming_soon_text', { page })}
    />
  );
}

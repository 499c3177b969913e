import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';

// Stub until the feature's popup lands.
export function NoticePopup({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('popup_notice')} onClose={onClose}>
      {null}
    </Modal>
  );
}

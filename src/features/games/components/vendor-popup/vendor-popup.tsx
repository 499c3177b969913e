import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal/modal';
import type { PopupPropsByName } from '@/lib/popup-store';

// Stub until the feature's popup lands.
export function VendorPopup({ onClose }: PopupPropsByName['game'] & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('popup_game')} onClose={onClose}>
      {null}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import type { TranslationKey } from '@/i18n';
import styles from './placeholder-popup.module.css';

export interface PlaceholderPopupProps {
  titleKey: TranslationKey;
  /** An extra line naming the page asked for, e.g. the member-centre page. */
  detail?: string;
  onClose: () => void;
}

/** Stand-in for a popup a later issue builds: a proper dialog with its title and a short note. */
export function PlaceholderPopup({ titleKey, detail, onClose }: PlaceholderPopupProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t(titleKey)}
      onClose={onClose}
      size="sm"
      footer={<Button onClick={onClose}>{t('common_ok')}</Button>}
    >
      <div className={styles.body}>
        <span className={styles.badge}>{t('common_coming_soon')}</span>
        {detail ? <p className={styles.detail}>{detail}</p> : null}
        <p className={styles.text}>{t('popup_placeholder_text')}</p>
      </div>
    </Modal>
  );
}

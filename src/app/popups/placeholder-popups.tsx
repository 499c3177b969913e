import type { TranslationKey } from '@/i18n';
import { PlaceholderPopup } from './placeholder-popup';

const simple = (titleKey: TranslationKey) =>
  function Placeholder({ onClose }: { onClose: () => void }) {
    return <PlaceholderPopup titleKey={titleKey} onClose={onClose} />;
  };

export const PublicPopup = simple('popup_public');

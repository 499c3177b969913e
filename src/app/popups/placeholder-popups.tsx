import type { PopupPropsByName } from '@/lib/popup-store';
import type { TranslationKey } from '@/i18n';
import { PlaceholderPopup } from './placeholder-popup';

type Closable<N extends keyof PopupPropsByName> = PopupPropsByName[N] & { onClose: () => void };

const simple = (titleKey: TranslationKey) =>
  function Placeholder({ onClose }: { onClose: () => void }) {
    return <PlaceholderPopup titleKey={titleKey} onClose={onClose} />;
  };

export const ChatRoomPopup = simple('popup_chat_room');

export function HelpCentrePopup({ tag, onClose }: Closable<'helpCentre'>) {
  return (
    <PlaceholderPopup titleKey="popup_help_centre" detail={tag ? `#${tag}` : undefined} onClose={onClose} />
  );
}

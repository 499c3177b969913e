import { useTranslation } from 'react-i18next';
import type { PopupPropsByName } from '@/lib/popup-store';
import type { TranslationKey } from '@/i18n';
import { PlaceholderPopup } from './placeholder-popup';

type Closable<N extends keyof PopupPropsByName> = PopupPropsByName[N] & { onClose: () => void };

const simple = (titleKey: TranslationKey) =>
  function Placeholder({ onClose }: { onClose: () => void }) {
    return <PlaceholderPopup titleKey={titleKey} onClose={onClose} />;
  };

export const AnnouncementPopup = simple('popup_announcement');
export const ContractPopup = simple('popup_contract');
export const ChatRoomPopup = simple('popup_chat_room');
export const PublicPopup = simple('popup_public');
export const FeedbackPopup = simple('popup_feedback');
export const AgentCentrePopup = simple('popup_agent_centre');

const memberPages: Record<string, TranslationKey> = {
  securityCenter: 'account_my_account',
  withdraw: 'account_withdrawal',
  transactionHistory: 'account_account_record',
  personalHistoryCopy: 'account_betting_record',
  depositv2: 'header_deposit',
  profile: 'header_profile',
  favorites: 'account_favorites',
};

export function MemberCentrePopup({ page, onClose }: Closable<'memberCentre'>) {
  const { t } = useTranslation();
  const pageKey = memberPages[page ?? 'securityCenter'];
  return (
    <PlaceholderPopup
      titleKey="popup_member_centre"
      detail={pageKey ? t(pageKey) : undefined}
      onClose={onClose}
    />
  );
}

export function HelpCentrePopup({ tag, onClose }: Closable<'helpCentre'>) {
  return (
    <PlaceholderPopup titleKey="popup_help_centre" detail={tag ? `#${tag}` : undefined} onClose={onClose} />
  );
}

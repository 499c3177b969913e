export { MemberCentrePopup } from './components/member-centre-popup';
export { useMerchantWallet } from './api/merchant-wallet';
export { useUnreadCount } from '@/core/unread-counts';

export { MemberCentrePopup } from './components/member-centre-popup';
export { useMerchantWallet, useUnreadCount } from './api/member-summary';

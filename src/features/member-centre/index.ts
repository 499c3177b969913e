/*
 * The member centre is a shell: its menu, the page chosen and the unread badges. The pages are the
 * capabilities' own features (deposit, withdraw, wallet, records, rewards, messages, my-account, referral),
 * which the popup host hands in (src/app/popups/member-centre.tsx): a feature may not import another.
 */
export { MemberCentrePopup, type MemberCentrePopupProps } from './member-centre-popup';
export type { CentrePages } from './centre-page';

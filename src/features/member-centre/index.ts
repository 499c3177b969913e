/*
 * The member centre is a shell: the popup, which draws its pages with the centre layout and shows the unread
 * badges. The pages are the capabilities' own features (deposit, withdraw, wallet, records, rewards,
 * messages, my-account, referral); their table is in the popup host (src/app/popups/member-centre.tsx),
 * since a feature may not import another.
 */
export { MemberCentrePopup, type MemberCentrePopupProps, type MemberCentreRow } from './member-centre-popup';

export { MemberCentrePopup, type MemberCentrePopupProps } from './components/member-centre-popup';
export type { CentrePages } from './components/centre-page';

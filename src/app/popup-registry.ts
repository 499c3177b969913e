import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { PopupName, PopupPropsByName } from '@/lib/popup-store';

export type PopupComponent<N extends PopupName> = ComponentType<
  PopupPropsByName[N] & { onClose: () => void }
>;

const placeholders = () => import('./popups/placeholder-popups');

/**
 * Popup name to lazily loaded component. Every popup is its own chunk (or shares the placeholder chunk
 * until its feature exists), so none of them weighs on the first visit. Later issues swap an entry here
 * for their feature's popup.
 */
export const popupRegistry: { [N in PopupName]: LazyExoticComponent<PopupComponent<N>> } = {
  announcement: lazyWithRetry(placeholders, 'AnnouncementPopup'),
  notice: lazyWithRetry(placeholders, 'NoticePopup'),
  login: lazyWithRetry(() => import('@/features/auth/components/login-popup/login-popup'), 'LoginPopup'),
  register: lazyWithRetry(() => import('@/features/register/components/register-popup'), 'RegisterPopup'),
  changePassword: lazyWithRetry(
    () => import('@/features/auth/components/change-password-popup/change-password-popup'),
    'ChangePasswordPopup',
  ),
  forgotPassword: lazyWithRetry(
    () => import('@/features/auth/components/forgot-password-popup/forgot-password-popup'),
    'ForgotPasswordPopup',
  ),
  helpCentre: lazyWithRetry(placeholders, 'HelpCentrePopup'),
  game: lazyWithRetry(placeholders, 'GamePopup'),
  contract: lazyWithRetry(placeholders, 'ContractPopup'),
  chatRoom: lazyWithRetry(placeholders, 'ChatRoomPopup'),
  memberCentre: lazyWithRetry(placeholders, 'MemberCentrePopup'),
  agentCentre: lazyWithRetry(placeholders, 'AgentCentrePopup'),
  publicPopup: lazyWithRetry(placeholders, 'PublicPopup'),
  feedback: lazyWithRetry(placeholders, 'FeedbackPopup'),
  confirm: lazyWithRetry(() => import('@/components/confirm-dialog/confirm-dialog'), 'ConfirmDialog'),
};

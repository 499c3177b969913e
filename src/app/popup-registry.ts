import type { ComponentType } from 'react';
import { ensureAgentStrings, ensureCentreStrings, ensureContentStrings, ensureFormStrings } from '@/i18n';
import { lazyWithRetry, preloadModule } from '@/lib/lazy-with-retry';
import type { PopupName, PopupPropsByName } from '@/lib/popup-store';

export type PopupComponent<N extends PopupName> = ComponentType<
  PopupPropsByName[N] & { onClose: () => void }
>;

/** The account popups render only once their strings (a separate locale chunk) are in. */
function withFormStrings<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), ensureFormStrings()]).then(([module]) => module);
}

function withCentreStrings<M>(load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), ensureCentreStrings()]).then(([module]) => module);
}

const formPopups = {
  login: withFormStrings(() => import('@/features/auth/components/login-popup/login-popup')),
  register: withFormStrings(() => import('@/features/register/components/register-popup')),
  changePassword: withFormStrings(
    () => import('@/features/auth/components/change-password-popup/change-password-popup'),
  ),
  forgotPassword: withFormStrings(
    () => import('@/features/auth/components/forgot-password-popup/forgot-password-popup'),
  ),
  feedback: withFormStrings(() => import('@/features/feedback')),
  memberCentre: withCentreStrings(() => import('./popups/member-centre')),
  agentCentre: () =>
    Promise.all([import('./popups/agent-centre'), ensureAgentStrings()]).then(([module]) => module),
};

/** Fetches a popup's code (and strings) ahead of its first opening; it then renders without waiting. */
export function preloadPopup(name: keyof typeof formPopups): Promise<unknown> {
  const load: () => Promise<unknown> = formPopups[name];
  return preloadModule(load);
}

/**
 * Popup name to lazily loaded component. Every popup is its own chunk (or rides with its feature's), so none
 * of them weighs on the first visit.
 */
export const popupRegistry: { [N in PopupName]: PopupComponent<N> } = {
  announcement: lazyWithRetry(
    () => import('@/features/announcements/components/announcement-popup/announcement-popup'),
    'AnnouncementPopup',
  ),
  notice: lazyWithRetry(
    () => import('@/features/announcements/components/notice-popup/notice-popup'),
    'NoticePopup',
  ),
  login: lazyWithRetry(formPopups.login, 'LoginPopup'),
  register: lazyWithRetry(formPopups.register, 'RegisterPopup'),
  changePassword: lazyWithRetry(formPopups.changePassword, 'ChangePasswordPopup'),
  forgotPassword: lazyWithRetry(formPopups.forgotPassword, 'ForgotPasswordPopup'),
  helpCentre: lazyWithRetry(
    () =>
      Promise.all([import('@/features/help-centre/help-centre-popup'), ensureContentStrings()]).then(
        ([module]) => module,
      ),
    'HelpCentrePopup',
  ),
  game: lazyWithRetry(() => import('@/features/games/components/vendor-popup/vendor-popup'), 'VendorPopup'),
  gameMaintenance: lazyWithRetry(
    () => import('@/features/games/components/maintenance-popup/maintenance-popup'),
    'GameMaintenancePopup',
  ),
  pvpRooms: lazyWithRetry(() => import('@/features/pvp-rooms/pvp-rooms-popup'), 'PvpRoomsPopup'),
  contract: lazyWithRetry(
    () =>
      Promise.all([import('@/features/agent-contracts/contract-popup'), ensureAgentStrings()]).then(
        ([module]) => module,
      ),
    'ContractPopup',
  ),
  chatRoom: lazyWithRetry(
    () => Promise.all([import('@/features/live-chat'), ensureContentStrings()]).then(([module]) => module),
    'ChatRoomPopup',
  ),
  memberCentre: lazyWithRetry(formPopups.memberCentre, 'MemberCentre'),
  agentCentre: lazyWithRetry(formPopups.agentCentre, 'AgentCentre'),
  publicPopup: lazyWithRetry(
    () => import('@/features/announcements/components/announcement-popup/announcement-popup'),
    'PublicPopup',
  ),
  feedback: lazyWithRetry(formPopups.feedback, 'FeedbackPopup'),
  realityCheck: lazyWithRetry(
    () =>
      Promise.all([
        import('@/features/safer-gambling/reality-check/reality-check-popup'),
        ensureCentreStrings(),
      ]).then(([module]) => module),
    'RealityCheckPopup',
  ),
  confirm: lazyWithRetry(() => import('@/components/confirm-dialog/confirm-dialog'), 'ConfirmDialog'),
};

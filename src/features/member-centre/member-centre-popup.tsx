import { useTranslation } from 'react-i18next';
import { CentreLayout } from '@/components/centre-layout/centre-layout';
import type { CentreRow } from '@/components/centre-layout/centre-pages';
import { UnreadBadge } from '@/components/centre-layout/unread-badge';
import { Modal } from '@/components/modal/modal';
import { useUnreadCount } from '@/core/unread-counts';
import type { MemberCentrePage } from '@/lib/popup-store';

/** The menu entries that show an unread count. */
export type BadgeName = 'messages' | 'missions' | 'referrals';

/** A page of the member centre: its table's row (src/app/popups/member-centre.tsx). */
export interface MemberCentreRow extends CentreRow {
  /** The unread count its entry shows (product rules: member and agent limits: messages, missions and referral). */
  badge?: BadgeName;
}

export interface MemberCentrePopupProps {
  page?: MemberCentrePage;
  onClose: () => void;
  /** The centre's pages: the capabilities' own, which the popup host hands in (decision 030). */
  pages: readonly MemberCentreRow[];
}

/**
 * The member centre (product rules: member and agent centres): the menu of its pages beside the page chosen, opened on the page its
 * opener names (My account, the first, by default). Guests and trial accounts never get here: the popup
 * guard answers them first (src/app/popup-guard.ts).
 */
export function MemberCentrePopup({ page, onClose, pages }: MemberCentrePopupProps) {
  const { t } = useTranslation();
  // The missions' and invitations' counts are not the inbox's (issue 32): they read none here.
  const unread: Partial<Record<BadgeName, number>> = { messages: useUnreadCount().data };
  return (
    <Modal title={t('popup_member_centre')} onClose={onClose} size="xl">
      <CentreLayout
        rows={pages}
        page={page}
        menuLabel={t('centre_menu')}
        failedTitle={t('centre_page_failed')}
        badge={(row) => (row.badge ? <UnreadBadge count={unread[row.badge] ?? 0} /> : null)}
      />
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { CentreLayout } from '@/components/centre-layout/centre-layout';
import type { CentreRow } from '@/components/centre-layout/centre-pages';
import { UnreadBadge } from '@/components/centre-layout/unread-badge';
import { Modal } from '@/components/modal/modal';
import {
  promotionBadges,
  useAvailablePromotions,
  type PromotionBadge,
} from '@/core/api/available-promotions';
import { useUnreadCount } from '@/core/unread-counts';
import type { MemberCentrePage } from '@/lib/popup-store';

/** A page of the member centre: its table's row (src/app/popups/member-centre.tsx). */
export interface MemberCentreRow extends CentreRow {
  /**
   * The count its entry shows: the unread messages, or what waits in the reward centre, the missions and the
   * referral (the available promotions' counts, spec 5, 2.8).
   */
  badge?: 'messages' | PromotionBadge;
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
  const messages = useUnreadCount().data ?? 0;
  const offers = useAvailablePromotions().data;
  const counts = {
    messages,
    ...(offers ? promotionBadges(offers) : { rewards: 0, missions: 0, referrals: 0 }),
  };
  return (
    <Modal title={t('popup_member_centre')} onClose={onClose} size="xl">
      <CentreLayout
        rows={pages}
        page={page}
        menuLabel={t('centre_menu')}
        failedTitle={t('centre_page_failed')}
        badge={(row) =>
          row.badge ? <UnreadBadge count={counts[row.badge]} waiting={row.badge !== 'messages'} /> : null
        }
      />
    </Modal>
  );
}

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
import { useMemberInfo } from '@/core/api/member-info-query';
import { useSiteFlags } from '@/core/site-config';
import { useUnreadCount } from '@/core/unread-counts';
import type { MemberInfo } from '@/api/schemas/member';
import type { MemberCentrePage } from '@/lib/popup-store';

/** What decides whether a page is offered: the site's menu flags and the member's info (undefined until read). */
export interface CentreOffer {
  flags: Record<string, boolean>;
  member: MemberInfo | undefined;
}

/** A page of the member centre: its table's row (src/app/popups/member-centre.tsx). */
export interface MemberCentreRow extends CentreRow {
  /**
   * The count its entry shows: the unread messages, or what waits in the reward centre, the missions and the
   * referral (the available promotions' counts, spec 5, 2.8).
   */
  badge?: 'messages' | PromotionBadge;
  /** Absent, the page is always in the menu; otherwise only while this says so (the member centre's menu rules). */
  offered?: (offer: CentreOffer) => boolean;
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
  const flags = useSiteFlags();
  const member = useMemberInfo().data;
  const rows = pages.filter((row) => !row.offered || row.offered({ flags, member }));
  const counts = {
    messages,
    ...(offers ? promotionBadges(offers) : { rewards: 0, missions: 0, referrals: 0 }),
  };
  return (
    <Modal title={t('popup_member_centre')} onClose={onClose} size="xl">
      <CentreLayout
        rows={rows}
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

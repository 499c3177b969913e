import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import { useSiteFlags } from '@/core';
import { useCustomerService } from '@/core/customer-service';
import { openPopup } from '@/lib/popup-store';
import { rightBarItems } from '../right-bar-items';
import { ContactIconLink } from './contact-icon-link';

/**
 * The header's customer service, drawn after the first paint: the live chat where the site runs it (its CBS3
 * flag), else the first desk of the status answer, as the right bar lists it (its links are decrypted by code
 * the first screen does not wait for, src/core/customer-service.ts).
 */
export function HeaderService({ className }: { className: string }) {
  const { t } = useTranslation();
  const liveChat = useSiteFlags().CBS3 === true;
  const desk = rightBarItems([], useCustomerService(), liveChat).links[0];
  if (liveChat) {
    const label = t('header_live_chat');
    return (
      <button
        type="button"
        className={className}
        onClick={() => openPopup('chatRoom')}
        aria-label={label}
        title={label}
      >
        <Icon name="chat" size={20} />
      </button>
    );
  }
  return desk ? (
    <ContactIconLink url={desk.url} label={t(desk.labelKey)} icon={desk.icon} className={className} />
  ) : null;
}

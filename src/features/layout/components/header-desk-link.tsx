import { useTranslation } from 'react-i18next';
import { useCustomerService } from '@/core/customer-service';
import { rightBarItems } from '../right-bar-items';
import { ContactIconLink } from './contact-icon-link';

/**
 * The header's customer service where the site runs no live chat: the first desk of the status answer, as
 * the right bar lists it. Drawn after the first paint: the desks' links are decrypted by code the first
 * screen does not wait for (src/core/customer-service.ts).
 */
export function HeaderDeskLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const desk = rightBarItems([], useCustomerService()).links[0];
  return desk ? (
    <ContactIconLink url={desk.url} label={t(desk.labelKey)} icon={desk.icon} className={className} />
  ) : null;
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';

/**
 * A contact channel (a social page, a chat) as its icon alone: it opens in a new tab, and its name is the
 * link's accessible name and its tooltip. The footer's row and the folded right bar both draw these.
 */
export function ContactIconLink({
  url,
  label,
  icon,
  className,
  children,
}: {
  url: string;
  label: string;
  icon: IconName;
  className?: string;
  /** Drawn after the icon (the right bar's ordinal on a second WhatsApp). */
  children?: ReactNode;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label}
      title={label}
    >
      <Icon name={icon} size={18} />
      {children}
    </a>
  );
}

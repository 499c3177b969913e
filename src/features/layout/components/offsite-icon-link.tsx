import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icon';

interface OffsiteIconLinkProps {
  href: string;
  /** Its name, also shown on hover: the icon alone says nothing to a screen reader. */
  label: string;
  icon: IconName;
  className: string;
  /** Drawn over the icon (a badge). */
  children?: ReactNode;
}

/** An icon that links to another site (customer service, the site's social pages) in a new tab. */
export function OffsiteIconLink({ href, label, icon, className, children }: OffsiteIconLinkProps) {
  return (
    <a
      href={href}
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

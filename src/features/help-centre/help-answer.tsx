import { useEffect, useMemo, useRef } from 'react';
import { useSystemStatus } from '@/core';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useInAppLinks } from '@/lib/use-in-app-links';
import styles from './help-centre.module.css';

/**
 * An answer's back-office HTML made safe (no scripts, handlers or unsafe links), its links to pages of the
 * site moving inside the app after `leave` (closing the help centre when it sits in one).
 */
export function HelpAnswer({
  html,
  id,
  leave,
  hidden,
  className = styles.answer,
}: {
  html: string;
  id?: string;
  leave: () => void;
  hidden?: boolean;
  className?: string;
}) {
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const safe = useMemo(() => sanitizeHtml(html, hosts ?? []), [html, hosts]);
  const box = useRef<HTMLDivElement>(null);
  useInAppLinks(box, leave, safe);
  // A picture the server gave no text for is decoration, not a file name to read out.
  useEffect(() => {
    for (const img of box.current?.querySelectorAll('img:not([alt])') ?? []) img.setAttribute('alt', '');
  }, [safe]);
  // Sanitized just above.
  return (
    <div ref={box} id={id} hidden={hidden} className={className} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useSystemStatus } from './api/system-status';

export interface ServerHtmlProps {
  html: string;
  className?: string;
  id?: string;
  hidden?: boolean;
}

/**
 * HTML from the back office (an announcement, a notice, a help answer) made safe: no scripts, handlers or
 * unsafe links, pictures only from the site's image hosts. Imported by path (lazy screens only). Links to
 * pages of the site move inside the app where the list holding it says so (src/lib/use-in-app-links.ts).
 */
export function ServerHtml({ html, className, id, hidden }: ServerHtmlProps) {
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const safe = useMemo(() => sanitizeHtml(html, hosts ?? []), [html, hosts]);
  const box = useRef<HTMLDivElement>(null);
  // A picture the server gave no text for is taken as decoration, not read out as a file name.
  useEffect(() => {
    for (const img of box.current?.querySelectorAll('img:not([alt])') ?? []) img.setAttribute('alt', '');
  }, [safe]);
  // Sanitized just above.
  return (
    <div ref={box} id={id} hidden={hidden} className={className} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}

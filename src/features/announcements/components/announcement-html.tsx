import { useEffect, useMemo, useRef } from 'react';
import { useSystemStatus } from '@/core';
import { sanitizeHtml } from '@/lib/sanitize-html';

/**
 * An announcement's HTML from the back office, made safe (no scripts, handlers or unsafe links; pictures on
 * the site's image hosts), as the announcement and public popups show it.
 */
export function AnnouncementHtml({ content, className }: { content: string; className?: string }) {
  const hosts = useSystemStatus().data?.info.imageCDNs;
  const html = useMemo(() => sanitizeHtml(content, hosts ?? []), [content, hosts]);
  const box = useRef<HTMLDivElement>(null);
  // A picture the server gave no text for is taken as decoration, not read out as a file name.
  useEffect(() => {
    for (const img of box.current?.querySelectorAll('img:not([alt])') ?? []) img.setAttribute('alt', '');
  }, [html]);
  // Sanitized just above.
  return <div ref={box} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

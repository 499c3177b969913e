import { escapeMarkup } from './escape';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(circle at 30% 20%,#4a1c7a,#12081f);color:#fff;font-family:Verdana,Arial,sans-serif;text-align:center}main{padding:2rem;border:2px solid #ffcc33;border-radius:1rem;max-width:36rem}h1{color:#ffcc33}dl{display:grid;grid-template-columns:auto auto;gap:.25rem 1rem;text-align:left}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page a launched game opens: everything shown comes from the URL or catalogue and is escaped. */
export function gamePageHtml(gameName: string, vendor: string, details: [string, string][]): string {
  const rows = details.map(([k, v]) => `<dt>${escapeMarkup(k)}</dt><dd>${escapeMarkup(v)}</dd>`).join('');
  return page(
    gameName,
    `<h1>${escapeMarkup(gameName)}</h1><p>${escapeMarkup(vendor)}</p><p>This is a demo game served by the mock backend. No real money is involved.</p><dl>${rows}</dl>`,
  );
}

/** A customer-service desk's chat page, or the live chat's with one of its hosts (`hostName`). */
export function chatPageHtml(desk: string, hostName?: string): string {
  const title = hostName ? `Live chat with ${hostName}` : 'Customer service';
  return page(
    title,
    `<h1>${escapeMarkup(title)}</h1><p>Desk ${escapeMarkup(desk)}: this is a demo chat served by the mock backend.</p>`,
  );
}

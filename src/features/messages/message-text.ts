/** The text of a piece of HTML, read by an inert parser (nothing in it loads or runs). */
export function textOfHtml(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}

/**
 * A message's content arrives HTML-escaped (spec 5, 70785058994): unescaped once, it is the HTML to sanitize.
 * A content with tags of its own was not escaped, and is taken as it is.
 */
export function contentHtml(content: string): string {
  return content.includes('<') ? content : textOfHtml(content);
}

/** A reply's or a new message's text as the member centre sends it: its line breaks as <br />. */
export function typedToHtml(typed: string): string {
  return typed.replace(/\r?\n/g, '<br />');
}

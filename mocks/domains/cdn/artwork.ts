import { hashString } from '../../shared/prng';
import { escapeMarkup } from './escape';

// Dark casino palettes: deep background pairs and a bright accent.
const palettes: readonly [string, string, string][] = [
  ['#1b0f3b', '#4a1c7a', '#ffcc33'],
  ['#0b2a24', '#136f4f', '#7cf5c4'],
  ['#2b0b14', '#8a1730', '#ffd166'],
  ['#0d1b3d', '#1f4fa3', '#5ee7ff'],
  ['#2a1a05', '#8a5a0b', '#ffe08a'],
  ['#14091f', '#6b1f8a', '#ff7bd5'],
  ['#06242f', '#0f6b7a', '#ffb347'],
  ['#1f1f1f', '#4d4d4d', '#f5c542'],
];

function palette(seed: string): [string, string, string] {
  return palettes[hashString(seed) % palettes.length] ?? palettes[0] ?? ['#000', '#333', '#fc3'];
}

/** Splits a title into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line !== '') {
      lines.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  anchor = 'middle',
): string {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * 1.2}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-family="Verdana, Arial, sans-serif" font-weight="700">${escapeMarkup(l)}</text>`,
    )
    .join('');
}

function frame(width: number, height: number, seed: string, body: string): string {
  const [dark, mid, accent] = palette(seed);
  const h = hashString(`${seed}:shape`);
  const cx = (h % width) * 0.8 + width * 0.1;
  const cy = ((h >>> 8) % height) * 0.6 + height * 0.2;
  const r = Math.min(width, height) * (0.35 + ((h >>> 16) % 30) / 100);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="url(#glow)"/>
<rect x="6" y="6" width="${width - 12}" height="${height - 12}" rx="18" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/>
${body}</svg>`;
}

export function gameIconSvg(name: string, vendor: string, seed: string): string {
  const [, , accent] = palette(seed);
  return frame(
    300,
    300,
    seed,
    `<text x="150" y="118" font-size="64" text-anchor="middle" fill="${accent}" opacity="0.9">★</text>` +
      textLines(wrap(name, 14, 3), 150, 180, 26, '#ffffff') +
      textLines([vendor], 150, 278, 16, accent),
  );
}

export function vendorLogoSvg(name: string, small: boolean): string {
  const [, , accent] = palette(name);
  return small
    ? frame(120, 120, name, textLines(wrap(name, 8, 2), 60, 58, 18, accent))
    : frame(360, 160, name, textLines(wrap(name, 16, 2), 180, 80, 34, accent));
}

export function bannerSvg(title: string, subtitle: string, seed: string): string {
  const [, , accent] = palette(seed);
  return frame(
    1920,
    500,
    seed,
    textLines(wrap(title, 28, 2), 160, 220, 88, '#ffffff', 'start') +
      textLines([subtitle], 160, 420, 40, accent, 'start'),
  );
}

export function promoSvg(title: string, seed: string): string {
  const [, , accent] = palette(seed);
  return frame(
    800,
    400,
    seed,
    textLines(wrap(title, 22, 3), 400, 160, 44, '#ffffff') + textLines(['PROMO'], 400, 360, 28, accent),
  );
}

export function avatarSvg(seed: string): string {
  const [, , accent] = palette(seed);
  return frame(
    128,
    128,
    seed,
    `<circle cx="64" cy="50" r="22" fill="${accent}"/><path d="M24 112c6-26 22-36 40-36s34 10 40 36z" fill="${accent}"/>`,
  );
}

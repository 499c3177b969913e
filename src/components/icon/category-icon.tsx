import { OutlineGlyph } from './icon';

/** One glyph per game category, for the side menu, drawer and nav; unknown codes get a star. */
const glyphs: Record<string, string> = {
  HOT: 'M12 2c1 4 5 5.5 5 10.5A5 5 0 0 1 7 12.5c0-2 1-3.5 2-4.5 0 2 1 3 2 3 0-3-1-6 1-9z',
  RNG: 'M4 5h16v14H4zM9 5v14M15 5v14M6.5 12h.01M12 12h.01M17.5 12h.01',
  LIVE: 'M3 7h18v12H3zM8 3l4 4 4-4M10 11v5l4-2.5z',
  SPORTS:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 11l-5-1M18 19l-3.5-4.5M6 19l3.5-4.5M3 11l5-1',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v1a4 4 0 0 1-7 2.6H9A4 4 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M16 12h.01M18 13.5h.01',
  FISH: 'M3 12s3.5-6 10-6c4 0 8 6 8 6s-4 6-8 6C6.5 18 3 12 3 12zm0 0l-1-3v6zM16 11h.01',
  PVP: 'M5 3h10l4 4v14H5zM9 10l2 3-2 3M15 10h-2v6',
  LOTT: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9h6v6H9z',
  ELOTT: 'M3 5h18v14H3zM7 9h.01M12 9h.01M17 9h.01M7 15h.01M12 15h.01M17 15h.01',
  COCKFIGHT: 'M8 20l1-4c-3-1-5-4-4-8 1-3 4-4 6-3l2-3 1 3c3 0 5 3 5 6 0 4-3 6-6 6l1 3M13 8h.01',
  INHOUSE: 'M3 11l9-7 9 7v9H3zM9 21v-6h6v6',
  PROMO: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H8a2 2 0 1 1 2-3l2 3zm0 0h4a2 2 0 1 0-2-3l-2 3z',
  FAV: 'M12 20s-8-4.6-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.4 12 20 12 20z',
};

const fallback = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z';

export function CategoryIcon({ code, size = 22 }: { code: string; size?: number }) {
  return <OutlineGlyph d={glyphs[code] ?? fallback} size={size} strokeWidth="1.7" />;
}

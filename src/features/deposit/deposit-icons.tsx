import { OutlineGlyph } from '@/components/icon/icon';

/**
 * The channel types' marks and the copy mark, in the shared icon set's outline but kept out of its list: only
 * the cashier uses them, and they travel in its lazy chunk.
 */
const channelPaths: Record<string, string> = {
  PIX: 'M12 2.5l9.5 9.5-9.5 9.5L2.5 12 12 2.5zM8 12l4-4 4 4-4 4-4-4z',
  BANK_TRANSFER: 'M3 9.5L12 4l9 5.5M5 10v7.5M9.7 10v7.5M14.3 10v7.5M19 10v7.5M3 20h18',
  EWALLET: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7zm0 0l11-3v3M15 13.5h2',
};

const fallbackPath = 'M4 6h16v12H4zM4 10h16M7 15h4';

export function ChannelIcon({ type, size = 26 }: { type: string; size?: number }) {
  return <OutlineGlyph d={channelPaths[type.toUpperCase()] ?? fallbackPath} size={size} strokeWidth="1.8" />;
}

export function CopyIcon({ size = 16 }: { size?: number }) {
  return <OutlineGlyph d="M9 9h11v11H9zM5 15H4V4h11v1" size={size} strokeWidth="1.8" />;
}

/**
 * The built-in pictures a STATIC avatar names by number (our design): one figure in the set's colours,
 * drawn here so no picture is fetched. A number past the set wraps around.
 */
const palettes: readonly (readonly [string, string, string])[] = [
  ['#f5c542', '#7a4f08', '#ffe08a'],
  ['#6ea8ff', '#17306b', '#c4dcff'],
  ['#3ddc97', '#0b4a33', '#b5f5d8'],
  ['#ff8383', '#6b1a1a', '#ffd0d0'],
  ['#c893c4', '#4a1f47', '#f3d9f1'],
  ['#49a0a3', '#123a3b', '#c5f9fb'],
];

export function BuiltInAvatar({ index, label }: { index: number; label: string }) {
  const [body, background, face] = palettes[index % palettes.length]!;
  return (
    <svg viewBox="0 0 48 48" width="100%" height="100%" role="img" aria-label={label}>
      <rect width="48" height="48" fill={background} />
      <circle cx="24" cy="19" r="9" fill={face} />
      <path d="M8 48c0-10 7-16 16-16s16 6 16 16z" fill={body} />
    </svg>
  );
}

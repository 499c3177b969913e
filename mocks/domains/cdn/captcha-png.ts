// A tiny PNG encoder (grayscale, stored deflate blocks) so the captcha is a real PNG without any
// dependency or Node-only API: the handlers also run inside Vitest's jsdom environment.

const glyphs: Readonly<Record<string, readonly string[]>> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function u32(n: number): number[] {
  return [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...Array.from(type, (ch) => ch.charCodeAt(0)), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let offset = 0; offset < raw.length || offset === 0; offset += 65535) {
    const block = raw.subarray(offset, offset + 65535);
    const last = offset + 65535 >= raw.length ? 1 : 0;
    out.push(
      last,
      block.length & 0xff,
      block.length >>> 8,
      ~block.length & 0xff,
      (~block.length >>> 8) & 0xff,
      ...block,
    );
    if (last) break;
  }
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  out.push(...u32(((b << 16) | a) >>> 0));
  return new Uint8Array(out);
}

/** Renders `code` (digits) as a noisy grayscale PNG and returns it as base64 (no data: prefix). */
export function captchaPngBase64(code: string, noise: () => number): string {
  const scale = 4;
  const width = code.length * 6 * scale + 2 * scale * 2;
  const height = 7 * scale + 2 * scale * 2;
  const pixels = new Uint8Array(height * width).fill(235);
  [...code].forEach((digit, index) => {
    const glyph = glyphs[digit] ?? glyphs['0'] ?? [];
    const jitter = Math.floor(noise() * scale);
    glyph.forEach((row, y) => {
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < scale; dy += 1)
          for (let dx = 0; dx < scale; dx += 1) {
            const px = 2 * scale + index * 6 * scale + x * scale + dx;
            const py = 2 * scale - 2 + jitter + y * scale + dy;
            if (py >= 0 && py < height) pixels[py * width + px] = 40;
          }
      });
    });
  });
  for (let i = 0; i < pixels.length / 12; i += 1) {
    pixels[Math.floor(noise() * pixels.length)] = Math.floor(noise() * 200);
  }
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y += 1)
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 0, 0, 0, 0]);
  const png = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array()),
  ]);
  let binary = '';
  for (const byte of png) binary += String.fromCharCode(byte);
  return btoa(binary);
}

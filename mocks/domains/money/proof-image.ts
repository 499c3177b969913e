import { badRequest } from '../../protocol/mock-failure';

// An uploaded picture (a withdrawal's proof, an activity application's): a data URL in JSON or a file in a
// multipart body; png or jpg, at most 5 MB. The content is checked by its first bytes, not by the name or
// type the client claims. Each call names its own error codes (`<prefix>.invalid`, `<prefix>.tooLarge`).

/** Proof images: png or jpg, at most 5 MB (the spec's image rule). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export interface ProofImage {
  mimeType: 'image/png' | 'image/jpeg';
  bytes: number;
}

interface BlobLike {
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isBlobLike(value: unknown): value is BlobLike {
  return typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'size' in value;
}

function sniff(bytes: Uint8Array): ProofImage['mimeType'] | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

const tooLarge = (prefix: string) => badRequest(`${prefix}.tooLarge`, 'The image must be 5 MB or smaller');
const invalid = (prefix: string) => badRequest(`${prefix}.invalid`, 'The image must be a png or jpg file');

async function pictureBytes(value: unknown, prefix: string): Promise<Uint8Array | null> {
  if (isBlobLike(value)) {
    if (value.size > MAX_PROOF_BYTES) throw tooLarge(prefix);
    return new Uint8Array(await value.arrayBuffer());
  }
  if (typeof value !== 'string' || value.trim() === '') return null;
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(value.trim());
  if (!match?.[2]) throw invalid(prefix);
  const base64 = match[2].replace(/\s/g, '');
  // Checked before decoding so that a huge upload is refused cheaply.
  if (Math.floor((base64.length * 3) / 4) > MAX_PROOF_BYTES + 2) throw tooLarge(prefix);
  const text = atob(base64);
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The picture, or null when none was sent; throws `<prefix>.invalid` or `<prefix>.tooLarge`. */
export async function readPicture(value: unknown, prefix: string): Promise<ProofImage | null> {
  const bytes = await pictureBytes(value, prefix);
  if (bytes === null) return null;
  if (bytes.length > MAX_PROOF_BYTES) throw tooLarge(prefix);
  const mimeType = sniff(bytes);
  if (!mimeType) throw invalid(prefix);
  return { mimeType, bytes: bytes.length };
}

/** A C2C payment's proof: c2c.proof.invalid or c2c.proof.tooLarge. */
export function readProofImage(value: unknown): Promise<ProofImage | null> {
  return readPicture(value, 'c2c.proof');
}

import CryptoJS from 'crypto-js';
import { modPow, rsaKey } from './rsa-key';

/** Raised for any payload the mock cannot decrypt; the call wrapper answers 400 payload.decrypt.failed. */
export class PayloadDecryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadDecryptError';
  }
}

/**
 * Recovers the 16-character DES key from the `Encryption` header (protocol: encrypted payloads).
 * The client packs reverse(r) little-endian, two characters per 16-bit digit, so byte i of the plain
 * number is character i; high zero bytes are the zero fill. Older RSA.js builds separate blocks with
 * spaces, so every block is decrypted and the texts are joined.
 */
export function decryptKey(hex: string): string {
  const blocks = hex.trim().split(/\s+/).filter(Boolean);
  if (blocks.length === 0) throw new PayloadDecryptError('Missing Encryption header');
  let packed = '';
  for (const block of blocks) {
    if (!/^[0-9a-fA-F]+$/.test(block)) throw new PayloadDecryptError('Encryption header is not hex');
    const c = BigInt(`0x${block}`);
    if (c >= rsaKey.n) throw new PayloadDecryptError('Encryption header exceeds the modulus');
    let m = modPow(c, rsaKey.d, rsaKey.n);
    const bytes: number[] = [];
    while (m > 0n) {
      bytes.push(Number(m & 0xffn));
      m >>= 8n;
    }
    packed += String.fromCharCode(...bytes);
  }
  const key = packed.replace(/\0+$/, '').split('').reverse().join('');
  if (!/^[\x21-\x7e]{8,}$/.test(key)) throw new PayloadDecryptError('Encryption header holds no usable key');
  return key;
}

/** DES-ECB/PKCS7 with the UTF-8 bytes of the key (DES reads the first 8); returns the UTF-8 plain text. */
export function decryptBody(base64: string, key: string): string {
  const compact = base64.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) {
    throw new PayloadDecryptError('Body is not base64');
  }
  let text: string;
  try {
    const words = CryptoJS.DES.decrypt(compact, CryptoJS.enc.Utf8.parse(key), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    if (words.sigBytes <= 0) throw new PayloadDecryptError('Body decrypts to nothing');
    text = words.toString(CryptoJS.enc.Utf8);
  } catch (error) {
    if (error instanceof PayloadDecryptError) throw error;
    // crypto-js throws "Malformed UTF-8 data" for a wrong key; the detail is not useful to the caller.
    throw new PayloadDecryptError('Body does not decrypt with the transported key');
  }
  if (text === '') throw new PayloadDecryptError('Body decrypts to nothing');
  return text;
}

/** Finds the base64 cipher text in every body shape of the wire protocol: `{ value }`, a JSON string, or raw text. */
export function extractCipherText(rawBody: string): string {
  const trimmed = rawBody.trim();
  if (trimmed.startsWith('{') || trimmed.startsWith('"')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new PayloadDecryptError('Body is not valid JSON');
    }
    if (typeof parsed === 'string') return parsed;
    if (parsed !== null && typeof parsed === 'object' && 'value' in parsed) {
      const value: unknown = parsed.value;
      if (typeof value === 'string') return value;
    }
    throw new PayloadDecryptError('JSON body carries no encrypted value');
  }
  return trimmed;
}

/**
 * Decrypts an (E) call: `rawBody` is the request body text and `headers` the request headers
 * (`Encryption` carries the key; `X-Digest` and `X-RSA` are read but not checked). Returns the parsed JSON payload.
 * Pure: no state, no logging. Throws PayloadDecryptError on anything it cannot decrypt.
 */
export function decryptRequestPayload(rawBody: string, headers: Headers): unknown {
  const header = headers.get('Encryption');
  if (header === null || header.trim() === '') {
    throw new PayloadDecryptError('This call requires an encrypted payload (Encryption header missing)');
  }
  const key = decryptKey(header);
  const cipherText = extractCipherText(rawBody);
  // X-Digest is not checked: the notes do not say what it digests, and a real backend strict about it is not
  // one we know, so any value (or none) is accepted as long as the payload decrypts.
  const plain = decryptBody(cipherText, key);
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new PayloadDecryptError('Decrypted payload is not JSON');
  }
}

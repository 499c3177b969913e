import CryptoJS from 'crypto-js';
import { modPow, rsaKey, rsaModulusHex } from './rsa-key';

/** Raised for any payload the mock cannot decrypt; the call wrapper answers 400 decryption.err. */
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
 * What a strict gateway makes of `X-Digest` (spec 5, 2.1: every client that sends it sends the DES cipher text
 * itself): it decrypts the header with the transported key and refuses one that does not decrypt to the
 * body's own payload. A digest of the cipher text (SHA-256) does not decrypt, so it is refused too. No header
 * at all is accepted: the platform's member centre sends none.
 */
function checkDigest(digest: string | null, cipherText: string, plain: string, key: string): void {
  if (digest === null) return;
  const compact = digest.replace(/\s+/g, '');
  if (compact === cipherText.replace(/\s+/g, '')) return;
  let digested: string | null = null;
  try {
    digested = decryptBody(compact, key);
  } catch {
    // Reported below, as a digest that does not match.
  }
  if (digested !== plain) throw new PayloadDigestError();
}

/** A sealed call whose `X-Digest` is not its cipher text; answered 400 `decryption.err`, as a wrong key is. */
export class PayloadDigestError extends PayloadDecryptError {
  constructor() {
    super('X-Digest is not the cipher text of the body');
    this.name = 'PayloadDigestError';
  }
}

/**
 * Decrypts an (E) call: `rawBody` is the request body text and `headers` the request headers
 * (`Encryption` carries the key, `X-Digest` the cipher text again, `X-RSA` the modulus). Returns the parsed JSON
 * payload. Pure: no state, no logging. Throws PayloadDecryptError on anything it cannot decrypt or that does
 * not agree with itself.
 */
export function decryptRequestPayload(rawBody: string, headers: Headers): unknown {
  const header = headers.get('Encryption');
  if (header === null || header.trim() === '') {
    throw new PayloadDecryptError('This call requires an encrypted payload (Encryption header missing)');
  }
  const modulus = headers.get('X-RSA');
  if (modulus !== null && modulus.trim().toLowerCase() !== rsaModulusHex) {
    throw new PayloadDecryptError('X-RSA is not the key the server handed out');
  }
  const key = decryptKey(header);
  const cipherText = extractCipherText(rawBody);
  const plain = decryptBody(cipherText, key);
  checkDigest(headers.get('X-Digest'), cipherText, plain, key);
  try {
    return JSON.parse(plain) as unknown;
  } catch {
    throw new PayloadDecryptError('Decrypted payload is not JSON');
  }
}

import CryptoJS from 'crypto-js/core';
// These modules register DES, ECB and SHA-256 on the shared core object; importing only them keeps the chunk small.
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import 'crypto-js/sha256';

/*
 * The backend's payload protection (docs/protocol.md, "Encrypted payloads"): DES-ECB of the JSON with a random key, the key
 * sent as unpadded RSA. It is weak by design of the backend; HTTPS is the real protection. Kept in its own chunk
 * so that pages without encrypted calls never download crypto-js.
 */

const KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const RSA_EXPONENT = 0x10001n;

export function randomKey(length = 16): string {
  let key = '';
  const bytes = new Uint8Array(1);
  while (key.length < length) {
    crypto.getRandomValues(bytes);
    // 248 = 4 x 62: rejecting the rest keeps every character equally likely.
    if (bytes[0]! < 248) key += KEY_ALPHABET[bytes[0]! % 62];
  }
  return key;
}

export function desEncrypt(plain: string, key: string): string {
  return CryptoJS.DES.encrypt(plain, CryptoJS.enc.Utf8.parse(key), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

/**
 * Textbook RSA of a short ASCII string: characters packed little-endian (two per 16-bit digit) into one
 * integer, c = m^e mod n, written as lower-case hex in whole 16-bit digits as the backend's old RSA library does.
 */
export function rsaEncrypt(message: string, modulusHex: string): string {
  const modulus = BigInt(`0x${modulusHex.trim()}`);
  let m = 0n;
  for (let i = message.length - 1; i >= 0; i--) {
    const code = message.charCodeAt(i);
    if (code > 0xff) throw new Error('RSA key text must be single-byte characters');
    m = (m << 8n) | BigInt(code);
  }
  if (m >= modulus) throw new Error('RSA message longer than the modulus');
  const hex = modPow(m, RSA_EXPONENT, modulus).toString(16);
  return hex.padStart(Math.ceil(hex.length / 4) * 4, '0');
}

/**
 * What `X-Digest` carries (VITE_PAYLOAD_DIGEST). Every client spec 5 shows sending it sends the base64 cipher
 * text itself (`ciphertext`, the default; a live gateway refuses a sealed login without it); the platform's
 * member centre sends none (`none`); the SHA-256 forms are kept for a gateway that differs.
 */
export type PayloadDigest = 'ciphertext' | 'sha256-ciphertext' | 'sha256-plaintext' | 'none';

function digestOf(digest: Exclude<PayloadDigest, 'none'>, body: string, plain: string): string {
  if (digest === 'ciphertext') return body;
  return CryptoJS.SHA256(digest === 'sha256-ciphertext' ? body : plain).toString(CryptoJS.enc.Base64);
}

export interface EncryptedPayload {
  /** DES ciphertext, base64. */
  body: string;
  headers: { Encryption: string; 'X-RSA': string; 'X-Digest'?: string };
}

export function encryptPayload(
  payload: unknown,
  modulusHex: string,
  { digest = 'ciphertext', key = randomKey() }: { digest?: PayloadDigest; key?: string } = {},
): EncryptedPayload {
  const plain = JSON.stringify(payload);
  const body = desEncrypt(plain, key);
  const headers: EncryptedPayload['headers'] = {
    Encryption: rsaEncrypt([...key].reverse().join(''), modulusHex),
    'X-RSA': modulusHex.trim(),
  };
  if (digest !== 'none') headers['X-Digest'] = digestOf(digest, body, plain);
  return { body, headers };
}

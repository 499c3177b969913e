import { describe, expect, it } from 'vitest';
import CryptoJS from 'crypto-js';
import { desEncrypt, encryptPayload, randomKey, rsaEncrypt } from '@/api/crypto';
import { decryptBody, decryptKey, decryptRequestPayload } from '@mocks/protocol/decrypt';
import { rsaKey } from '@mocks/protocol/rsa-key';

const modulusHex = rsaKey.n.toString(16);

function asHeaders(h: Record<string, string>) {
  return new Headers(h);
}

describe('payload encryption (the wire protocol)', () => {
  it('makes 16-character keys from [0-9A-Za-z], different each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9A-Za-z]{16}$/);
  });

  it('sends the reversed key as textbook RSA the mock can open', () => {
    const key = 'Ab3dEf7hIj1lMn0p';
    const hex = rsaEncrypt([...key].reverse().join(''), modulusHex);
    expect(hex).toMatch(/^[0-9a-f]+$/);
    expect(hex.length % 4).toBe(0);
    expect(decryptKey(hex)).toBe(key);
  });

  it('packs characters little-endian: the first character is the lowest byte', () => {
    // With exponent 0x10001 and a tiny message the cipher is not the message, so check through the private key.
    const c = BigInt(`0x${rsaEncrypt('AB', modulusHex)}`);
    let m = 1n;
    let base = c % rsaKey.n;
    let e = rsaKey.d;
    while (e > 0n) {
      if (e & 1n) m = (m * base) % rsaKey.n;
      base = (base * base) % rsaKey.n;
      e >>= 1n;
    }
    expect(m).toBe(0x4241n);
  });

  it('uses DES-ECB with PKCS7 padding and base64 output', () => {
    const cipher = desEncrypt('12345678', 'Ab3dEf7hIj1lMn0p');
    // 8 bytes of text plus a whole block of padding = 16 bytes = 24 base64 characters.
    expect(cipher).toHaveLength(24);
    expect(decryptBody(cipher, 'Ab3dEf7hIj1lMn0p')).toBe('12345678');
  });

  it.each([
    ['a short login', { username: 'player01', password: 'Player#2026', type: 'username', captcha: '' }],
    ['non-ASCII text', { nickname: 'João Ção 测试 ✓', note: 'açaí & pão' }],
    [
      'a payload over many DES blocks',
      { username: 'x'.repeat(300), list: Array.from({ length: 40 }, (_, i) => ({ i, v: `item-${i}` })) },
    ],
  ])('round-trips %s through the mock decryption in the {value} body shape', (_, payload) => {
    const sealed = encryptPayload(payload, modulusHex);
    const body = JSON.stringify({ value: sealed.body });
    expect(body).not.toContain('player01');
    expect(decryptRequestPayload(body, asHeaders(sealed.headers))).toEqual(payload);
  });

  it('also round-trips the older raw base64 body shape', () => {
    const payload = { username: 'player01', password: 'Player#2026' };
    const sealed = encryptPayload(payload, modulusHex);
    expect(decryptRequestPayload(sealed.body, asHeaders(sealed.headers))).toEqual(payload);
  });

  it('carries the modulus and the chosen digest', () => {
    const key = 'Ab3dEf7hIj1lMn0p';
    const byCipher = encryptPayload({ a: 1 }, modulusHex, { key });
    expect(byCipher.headers['X-RSA']).toBe(modulusHex);
    // The default, as the live clients send it: the cipher text itself.
    expect(byCipher.headers['X-Digest']).toBe(byCipher.body);
    const byHash = encryptPayload({ a: 1 }, modulusHex, { key, digest: 'sha256-ciphertext' });
    expect(byHash.headers['X-Digest']).toBe(CryptoJS.SHA256(byHash.body).toString(CryptoJS.enc.Base64));
    const byPlain = encryptPayload({ a: 1 }, modulusHex, { key, digest: 'sha256-plaintext' });
    expect(byPlain.headers['X-Digest']).toBe(CryptoJS.SHA256('{"a":1}').toString(CryptoJS.enc.Base64));
    expect(encryptPayload({ a: 1 }, modulusHex, { key, digest: 'none' }).headers).not.toHaveProperty(
      'X-Digest',
    );
  });
});

describe('the mock and X-Digest, as a strict gateway reads them', () => {
  it('accepts the cipher text itself, and no digest at all (the member centre sends none)', () => {
    const sealed = encryptPayload({ a: 1 }, modulusHex);
    const body = JSON.stringify({ value: sealed.body });
    expect(decryptRequestPayload(body, asHeaders(sealed.headers))).toEqual({ a: 1 });
    const { 'X-Digest': _, ...without } = sealed.headers;
    expect(decryptRequestPayload(body, asHeaders(without))).toEqual({ a: 1 });
  });

  it.each(['not-a-digest', '', 'c29tZXRoaW5nIGVsc2U='])('refuses any other X-Digest (%j)', (digest) => {
    const sealed = encryptPayload({ a: 1 }, modulusHex);
    const headers = asHeaders({ ...sealed.headers, 'X-Digest': digest });
    expect(() => decryptRequestPayload(JSON.stringify({ value: sealed.body }), headers)).toThrow(/X-Digest/);
  });

  it('refuses a SHA-256 digest and the cipher text of another payload', () => {
    const sealed = encryptPayload({ a: 1 }, modulusHex, {
      key: 'Ab3dEf7hIj1lMn0p',
      digest: 'sha256-ciphertext',
    });
    const body = JSON.stringify({ value: sealed.body });
    expect(() => decryptRequestPayload(body, asHeaders(sealed.headers))).toThrow(/X-Digest/);
    const other = encryptPayload({ a: 2 }, modulusHex, { key: 'Ab3dEf7hIj1lMn0p' });
    const swapped = asHeaders({ ...sealed.headers, 'X-Digest': other.body });
    expect(() => decryptRequestPayload(body, swapped)).toThrow(/X-Digest/);
  });

  it('refuses an X-RSA that is not the key it handed out', () => {
    const sealed = encryptPayload({ a: 1 }, modulusHex);
    const headers = asHeaders({ ...sealed.headers, 'X-RSA': 'abc123' });
    expect(() => decryptRequestPayload(JSON.stringify({ value: sealed.body }), headers)).toThrow(/X-RSA/);
  });

  it('still refuses a body sealed with another key', () => {
    const sealed = encryptPayload({ a: 1 }, modulusHex, { key: 'Ab3dEf7hIj1lMn0p' });
    const other = encryptPayload({ a: 2 }, modulusHex, { key: 'Zz9yXx8wVv7uTt6s' });
    expect(() =>
      decryptRequestPayload(JSON.stringify({ value: other.body }), asHeaders(sealed.headers)),
    ).toThrow(/decrypt/);
  });
});

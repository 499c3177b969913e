import CryptoJS from 'crypto-js/core';
// The same crypto-js modules as the payload sealing (src/api/crypto.ts): the two share one lazy chunk.
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';

/**
 * A customer-service path as the reference sends it (product rules: start-up answer): the DES key is its last 8
 * characters, the cipher text everything before. The reference's `desDecrypt` is not in its bundle; our
 * reading is the payloads' DES (ECB, PKCS7, base64 cipher text). Null when it does not decrypt to text.
 */
export function decryptServicePath(path: string): string | null {
  if (path.length <= 8) return null;
  const key = CryptoJS.enc.Utf8.parse(path.slice(-8));
  try {
    const plain = CryptoJS.DES.decrypt(path.slice(0, -8), key, {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return plain === '' ? null : plain;
  } catch {
    // Malformed UTF-8: the wrong key or not a cipher text at all.
    return null;
  }
}

import { decryptBody, decryptKey, decryptRequestPayload, PayloadDecryptError } from '@mocks/protocol/decrypt';
import { rsaModulusHex } from '@mocks/protocol/rsa-key';
import { call, encryptBody, encryptKey, fetchModulus, randomKey } from './mock-client';

describe('mock decryption of (E) payloads', () => {
  it('recovers the DES key from the Encryption header', () => {
    const key = randomKey();
    expect(decryptKey(encryptKey(key, rsaModulusHex))).toBe(key);
  });

  it('decrypts non-ASCII text longer than one DES block', () => {
    const key = randomKey();
    const payload = { username: 'joão', note: 'Ação ✓ 中文 '.repeat(20) };
    expect(JSON.parse(decryptBody(encryptBody(payload, key), key))).toEqual(payload);
  });

  it('accepts every body shape of the protocol', () => {
    const key = randomKey();
    const payload = { username: 'player01', password: 'Player#2026' };
    const cipher = encryptBody(payload, key);
    const headers = new Headers({ Encryption: encryptKey(key, rsaModulusHex) });
    for (const raw of [JSON.stringify({ value: cipher }), JSON.stringify(cipher), cipher]) {
      expect(decryptRequestPayload(raw, headers)).toEqual(payload);
    }
  });

  it('throws PayloadDecryptError for anything it cannot decrypt', () => {
    const key = randomKey();
    const good = new Headers({ Encryption: encryptKey(key, rsaModulusHex) });
    const cases: [string, Headers][] = [
      [JSON.stringify({ value: encryptBody({ a: 1 }, key) }), new Headers()],
      [JSON.stringify({ username: 'player01' }), good],
      ['not base64 at all!', good],
      [encryptBody({ a: 1 }, randomKey()), good],
      [JSON.stringify({ value: encryptBody({ a: 1 }, key) }), new Headers({ Encryption: 'zz' })],
    ];
    for (const [raw, headers] of cases) {
      expect(() => decryptRequestPayload(raw, headers)).toThrow(PayloadDecryptError);
    }
  });

  it('accepts an encrypted login sent as a text/plain base64 body (older builds)', async () => {
    const modulus = await fetchModulus();
    const key = randomKey();
    const result = await call('/wps/session/login', {
      method: 'POST',
      headers: { ModuleId: 'COMM3', Encryption: encryptKey(key, modulus), 'Content-Type': 'text/plain' },
      body: encryptBody(
        { username: 'player01', password: 'Player#2026', captcha: '', type: 'username' },
        key,
      ),
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
  });

  it.each(['bm90IHRoZSBkaWdlc3Q=', 'anything at all', ''])(
    'refuses an encrypted login whose X-Digest (%j) is not its cipher text with 400 decryption.err',
    async (digest) => {
      const modulus = await fetchModulus();
      const key = randomKey();
      const result = await call('/wps/session/login', {
        method: 'POST',
        headers: {
          ModuleId: 'COMM3',
          Encryption: encryptKey(key, modulus),
          'X-RSA': modulus,
          'X-Digest': digest,
        },
        json: {
          value: encryptBody(
            { username: 'player01', password: 'Player#2026', captcha: '', type: 'username' },
            key,
          ),
        },
      });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ success: false, errorCode: 'decryption.err' });
    },
  );

  it('rejects an unencrypted login with 400 decryption.err', async () => {
    const result = await call('/wps/session/login', {
      method: 'POST',
      headers: { ModuleId: 'COMM3' },
      json: { username: 'player01', password: 'Player#2026', captcha: '', type: 'username' },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      success: false,
      errorCode: 'decryption.err',
      message: 'This call requires an encrypted payload (Encryption header missing)',
    });
  });

  it('rejects unencrypted register and password calls too', async () => {
    for (const [path, method, moduleId] of [
      ['/wps/member/register', 'PUT', 'REG3'],
      ['/wps/member/register/mobile', 'PUT', 'COMM3'],
      ['/wps/member/password/verification', 'POST', 'CHNGPASSVERIF3'],
    ] as const) {
      const result = await call(path, {
        method,
        headers: { ModuleId: moduleId },
        json: { username: 'someone01' },
      });
      expect(result.body.errorCode).toBe('decryption.err');
    }
  });
});

import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { ApiError, byCode, configureClient, hasCode, request } from '@/api';
import { rankList } from '@/features/winners/api/rank-list';
import { env } from '@/config/env';
import { rsaModulusHex } from '@mocks/protocol/rsa-key';
import { balance } from '@/core/api/balance';
import { countryCodes } from '@/core/api/country-codes';
import { memberInfo } from '@/core/api/member-info';
import { systemStatus } from '@/core/api/system-status';
import { login } from '@/core/api/login';
import { freePlayLogin } from '@/features/access/api/free-play';
import { forgotPasswordByEmail } from '@/features/auth/api/forgot-password-by-email';
import { smsLoginCode } from '@/features/auth/api/sms-login-code';

const ok = (value: unknown) => HttpResponse.json({ success: true, value });

function captureHeaders(path: string, value: unknown) {
  const seen: Headers[] = [];
  server.use(
    http.all(`*${path}`, ({ request: req }) => {
      seen.push(req.headers);
      return ok(value);
    }),
  );
  return seen;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const member = { id: 7, account: 'player01', nickname: 'Lucky', type: 0 };

afterEach(() =>
  configureClient({ getToken: () => null, getLanguage: () => 'EN', onSessionExpired: () => {} }),
);

describe('API client headers', () => {
  it('sends merchant, language, module id and the raw token on token calls', async () => {
    configureClient({ getToken: () => 'tok-123', getLanguage: () => 'pt' });
    const seen = captureHeaders('/wps/member/info', member);
    await request(memberInfo);
    expect(seen[0]!.get('Merchant')).toBe('demo');
    expect(seen[0]!.get('Language')).toBe('PT');
    expect(seen[0]!.get('ModuleId')).toBe('COMM3');
    expect(seen[0]!.get('Authorization')).toBe('tok-123');
  });

  it('never sends the token on public calls and adds the gateway version on free play', async () => {
    configureClient({ getToken: () => 'tok-123' });
    const seen = captureHeaders('/wps/session/login/freeplay', { token: 'trial' });
    await request(freePlayLogin, { data: { os: 'web', platform: 'W' } });
    expect(seen[0]!.get('Authorization')).toBeNull();
    expect(seen[0]!.get('X-Gateway-Version')).toBe('3');
    expect(seen[0]!.get('ModuleId')).toBe('FREEPLAY3');
  });

  it('sends forgot-password by email form-urlencoded', async () => {
    let body = '';
    let type = '';
    server.use(
      http.post('*/wps/member/password/email', async ({ request: req }) => {
        type = req.headers.get('Content-Type') ?? '';
        body = await req.text();
        return ok(null);
      }),
    );
    await request(forgotPasswordByEmail, { data: { username: 'player01', email: 'p@x.io' } });
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(body).get('email')).toBe('p@x.io');
  });
});

describe('API client answers', () => {
  it('unwraps value and validates it', async () => {
    server.use(http.get('*/wps/member/info', () => ok({ ...member, type: '41' })));
    configureClient({ getToken: () => 't' });
    await expect(request(memberInfo)).resolves.toMatchObject({ id: '7', account: 'player01', type: 41 });
  });

  it('maps success:false with message or msg to a server error with its code', async () => {
    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        HttpResponse.json({ success: false, errorCode: 'TOO_MANY_REQUEST', msg: 'Slow down' }),
      ),
    );
    const error = await failureOf(request(smsLoginCode, { data: { mobileNum: '1' } }));
    expect(error).toMatchObject({ kind: 'server', code: 'TOO_MANY_REQUEST', message: 'Slow down' });
    expect(error.serverMessage).toBe('Slow down');
  });

  it('reads an error code inside an HTTP 500 body, and a bare 500 as a server error', async () => {
    server.use(
      http.get('*/wps/system/status', () =>
        HttpResponse.json({ success: false, errorCode: '#727', message: 'system busy' }, { status: 500 }),
      ),
      http.get('*/wps/system/country', () => new HttpResponse('<html>oops</html>', { status: 502 })),
    );
    expect(await failureOf(request(systemStatus))).toMatchObject({
      kind: 'server',
      code: '#727',
      status: 500,
    });
    expect(await failureOf(request(countryCodes))).toMatchObject({
      kind: 'server',
      code: undefined,
      status: 502,
    });
  });

  it('treats a 401 as an expired session and tells the app once', async () => {
    const expired = vi.fn();
    configureClient({ getToken: () => 'old', onSessionExpired: expired });
    server.use(
      http.get('*/wps/v2/wallets/balance', () =>
        HttpResponse.json({ success: false, errorCode: 'login.not.session' }, { status: 401 }),
      ),
    );
    expect(await failureOf(request(balance, { params: { typeId: 0 } }))).toMatchObject({ kind: 'session' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it.each([
    { errorCode: 'customer.not.login', message: 'Customer not login' },
    { errorCode: 'user.or.token.invalid', message: 'Invalid' },
    { errorCode: 'CUSTOMER.NOT.LOGIN', message: 'Any case' },
    { errorCode: '', message: 'CUSTOMER_NOT_LOGIN' },
  ])('ends the session on $errorCode $message inside an HTTP 200, as on a 401', async (failure) => {
    const expired = vi.fn();
    configureClient({ getToken: () => 'old', onSessionExpired: expired });
    server.use(http.get('*/wps/v2/wallets/balance', () => HttpResponse.json({ success: false, ...failure })));
    expect(await failureOf(request(balance, { params: { typeId: 0 } }))).toMatchObject({ kind: 'session' });
    expect(expired).toHaveBeenCalledWith('old');
  });

  it('compares codes without regard to case', async () => {
    server.use(
      http.post('*/wps/session/login/freeplay', () =>
        HttpResponse.json({ success: false, errorCode: 'FUNCTION.NOT.AVAILABLE' }, { status: 400 }),
      ),
    );
    const error = await failureOf(request(freePlayLogin));
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(hasCode(error, 'function.not.available')).toBe(true);
    expect(byCode({ 'Function.Not.Available': 'found' }, error)).toBe('found');
    expect(byCode({ other: 'no' }, error)).toBeUndefined();
  });

  it('maps function.not.available to an unavailable feature', async () => {
    server.use(
      http.post('*/wps/session/login/freeplay', () =>
        HttpResponse.json({ success: false, errorCode: 'function.not.available' }, { status: 400 }),
      ),
    );
    expect(await failureOf(request(freePlayLogin))).toMatchObject({ kind: 'unavailable' });
  });

  it('rejects answers that are not the envelope or do not match the expected shape', async () => {
    server.use(
      http.get('*/wps/system/status', () => HttpResponse.json({ maintenance: false })),
      http.get('*/wps/member/info', () => ok({ id: 1 })),
    );
    configureClient({ getToken: () => 't' });
    expect(await failureOf(request(systemStatus))).toMatchObject({ kind: 'malformed' });
    expect(await failureOf(request(memberInfo))).toMatchObject({ kind: 'malformed' });
  });

  it('maps a lost connection to a network error', async () => {
    server.use(http.get('*/wps/system/status', () => HttpResponse.error()));
    expect(await failureOf(request(systemStatus))).toMatchObject({ kind: 'network' });
  });

  it('lets a caller cancel a slow call', async () => {
    server.use(
      http.get('*/wps/system/status', async () => {
        await delay('infinite');
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const pending = request(systemStatus, { signal: controller.signal });
    controller.abort();
    const reason = await pending.then(
      () => null,
      (e: unknown) => e,
    );
    expect(reason).not.toBeInstanceOf(ApiError);
    expect(reason).toMatchObject({ name: 'AbortError' });
  });
});

describe('API client protocol readings', () => {
  it('sends a sealed body as {value} with X-RSA the modulus and X-Digest the cipher text itself', async () => {
    const sent: { headers: Headers; body: unknown }[] = [];
    server.events.on('request:start', ({ request: req }) => {
      if (new URL(req.url).pathname === '/wps/session/login') {
        void req
          .clone()
          .json()
          .then((body: unknown) => sent.push({ headers: req.headers, body }));
      }
    });
    await request(login, { data: { username: 'player01', password: 'Player#2026' } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    server.events.removeAllListeners();
    const [{ headers, body }] = sent as [{ headers: Headers; body: { value: string } }];
    expect(body.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(headers.get('X-Digest')).toBe(body.value);
    expect(headers.get('X-RSA')).toBe(rsaModulusHex);
    expect(headers.get('Encryption')).toMatch(/^[0-9a-f]+$/);
  });

  it('seals a login with an RSA key answered as plain hex text, and the mock opens it', async () => {
    server.use(http.get('*/wps/session/key/rsa', () => HttpResponse.text(`${rsaModulusHex}\n`)));
    await expect(
      request(login, { data: { username: 'player01', password: 'Player#2026' } }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('also reads the RSA key inside the envelope', async () => {
    server.use(http.get('*/wps/session/key/rsa', () => ok(rsaModulusHex)));
    await expect(
      request(login, { data: { username: 'player01', password: 'Player#2026' } }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('refuses an RSA key answer that is neither', async () => {
    server.use(http.get('*/wps/session/key/rsa', () => HttpResponse.text('<html>gateway</html>')));
    expect(await failureOf(request(login, { data: { username: 'a', password: 'b' } }))).toMatchObject({
      kind: 'malformed',
      call: 'rsaKey',
    });
  });

  it('keeps the failure envelope value on the error', async () => {
    server.use(
      http.post('*/wps/session/login/freeplay', () =>
        HttpResponse.json(
          {
            success: false,
            errorCode: 'login.ip.unverified',
            message: 'Verify',
            value: { methods: ['email'] },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(request(freePlayLogin));
    expect(error).toMatchObject({
      kind: 'server',
      code: 'login.ip.unverified',
      value: { methods: ['email'] },
    });
  });

  it('gives up on a call that does not answer within the time limit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      server.use(
        http.get('*/wps/system/status', async () => {
          await delay('infinite');
          return ok([]);
        }),
      );
      const pending = failureOf(request(systemStatus));
      await vi.advanceTimersByTimeAsync(env.VITE_API_TIMEOUT_MS + 10);
      expect(await pending).toMatchObject({ kind: 'timeout', call: 'systemStatus' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('API client query parameters', () => {
  it('leaves out parameters that are undefined or null', async () => {
    let query = '';
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', ({ request: req }) => {
        query = new URL(req.url).search;
        return ok({ list: [] });
      }),
    );
    await request(rankList, { params: { gameCategory: 'RNG', language: undefined, limitNum: null } });
    expect(query).toBe('?gameCategory=RNG');
  });
});

describe('API client parameters', () => {
  it('sends a list as its name repeated, as the platform reads it', async () => {
    let seen = '';
    server.use(
      http.get('*/wps/member/info', ({ request: req }) => {
        seen = new URL(req.url).search;
        return ok(member);
      }),
    );
    await request(memberInfo, { params: { inboxIds: ['7', 8], recordSource: 'MERCHANT' } });
    expect(seen).toBe('?inboxIds=7&inboxIds=8&recordSource=MERCHANT');
  });
});

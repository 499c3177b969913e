import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { http, passthrough } from 'msw';
import { WebSocket } from 'ws';
import { server as mockServer } from '@mocks/node';
import { attachLiveSocket, type ScopeRunner } from '../../mocks/live-socket';
import { issueToken } from '../../mocks/domains/session/sessions';
import { getState, setScopeResolver } from '../../mocks/state/store';
import { call, valueOf } from './mock-client';

// The mock's live-events socket over a real connection (mocks/README.md "Live events").

const scopes = new AsyncLocalStorage<string | undefined>();
const inScope: ScopeRunner = (req, work) =>
  scopes.run(req.headers['x-mock-scope'] as string | undefined, work);
const PLAYER01 = 10001;

let server: Server;
let base: string;

// The socket's handshake is a real request to the server below: msw lets it through.
beforeEach(() => mockServer.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));

beforeAll(async () => {
  setScopeResolver(() => scopes.getStore());
  server = createServer();
  attachLiveSocket(server, '/wps/live', inScope);
  // Another owner of upgrades on the same server, as Vite's hot reload is on the dev server.
  server.on('upgrade', (req: IncomingMessage, stream: Duplex) => {
    if (req.url === '/wps/live') return;
    stream.end('HTTP/1.1 418 Not Mine\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  setScopeResolver(() => undefined);
  await new Promise((resolve) => server.close(resolve));
});

function tokenFor(memberId: number, scope?: string): string {
  return scopes.run(scope, () => issueToken(getState().sessions, memberId));
}

interface Client {
  socket: WebSocket;
  messages: unknown[];
  closed: Promise<number>;
  next: () => Promise<unknown>;
}

async function dial(path = '/wps/live', scope?: string): Promise<Client> {
  const socket = new WebSocket(`${base}${path}`, { headers: scope ? { 'X-Mock-Scope': scope } : {} });
  const messages: unknown[] = [];
  const waiting: ((message: unknown) => void)[] = [];
  socket.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else messages.push(message);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = () =>
    messages.length > 0
      ? Promise.resolve(messages.shift())
      : new Promise<unknown>((resolve) => waiting.push(resolve));
  return { socket, messages, closed, next };
}

async function control(path: string, init: RequestInit = {}, scope?: string) {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json');
  // msw answers in Vitest without the plugin's scopes: the resolver is told directly.
  return scopes.run(scope, async () => {
    const response = await fetch(path, { ...init, headers });
    return { status: response.status, body: (await response.json()) as { value?: Record<string, unknown> } };
  });
}

describe('the mock’s live-events socket', () => {
  it('accepts a member’s token in the first message, then tells it of changes without amounts', async () => {
    const client = await dial();
    client.socket.send(JSON.stringify({ type: 'auth', token: tokenFor(PLAYER01) }));
    expect(await client.next()).toEqual({ type: 'ready' });
    expect((await control('/__mock/events/connections?account=player01')).body.value).toEqual({
      account: 'player01',
      open: 1,
    });

    const pushed = await control('/__mock/events', {
      method: 'POST',
      body: JSON.stringify({ account: 'player01', type: 'contractOffer' }),
    });
    expect(pushed.body.value).toEqual({ delivered: 1 });
    expect(await client.next()).toEqual({ type: 'contractOffer', at: '2026-11-01 12:00:00' });

    await control('/__mock/messages', {
      method: 'POST',
      body: JSON.stringify({ account: 'player01', title: 'Hi', content: '<p>Hi</p>' }),
    });
    // The title words the member's notice (decision 040); the inbox is read again for the rest.
    expect(await client.next()).toEqual({
      type: 'message',
      messageId: expect.any(Number) as number,
      title: 'Hi',
      at: '2026-11-01 12:00:00',
    });

    client.socket.close();
    await client.closed;
    await vi.waitFor(async () =>
      expect((await control('/__mock/events/connections?account=player01')).body.value?.open).toBe(0),
    );
  });

  it('says how a deposit ended, in fields that only word the notice (decision 040)', async () => {
    const token = tokenFor(PLAYER01);
    const client = await dial();
    client.socket.send(JSON.stringify({ type: 'auth', token }));
    expect(await client.next()).toEqual({ type: 'ready' });
    const order = async (amount: number) =>
      valueOf<{ transactionId: string }>(
        await call('/wps/relay/MCSFE_depositByLaunchUrl', {
          method: 'POST',
          token,
          json: {
            amount,
            bankCode: '0155',
            bankType: 'PGMT',
            vendorId: '4574387',
            mcsBankCode: 'PAY4ZBRLWL',
          },
        }),
      ).transactionId;

    const first = await order(500);
    await control(`/__mock/deposits/${first}/approve`, { method: 'POST', body: '{}' });
    expect(await client.next()).toEqual({
      type: 'deposit',
      outcome: 'credited',
      orderNo: first,
      amount: 500,
      requestTime: '2026-11-01 12:00:00',
      at: '2026-11-01 12:00:00',
    });
    const second = await order(120.5);
    await control(`/__mock/deposits/${second}/reject`, { method: 'POST', body: '{}' });
    expect(await client.next()).toMatchObject({ type: 'deposit', outcome: 'failed', amount: 120.5 });

    // The control call sends any event, with fields as given, right or wrong.
    await control('/__mock/events', {
      method: 'POST',
      body: JSON.stringify({ account: 'player01', type: 'withdrawal', fields: { amount: 'lots' } }),
    });
    expect(await client.next()).toEqual({ type: 'withdrawal', amount: 'lots', at: '2026-11-01 12:00:00' });
    client.socket.close();
    await client.closed;
  });

  it('refuses an unknown token, a trial account’s and a first message that is no auth', async () => {
    const unknown = await dial();
    unknown.socket.send(JSON.stringify({ type: 'auth', token: 'nope' }));
    expect(await unknown.closed).toBe(4001);

    const noAuth = await dial();
    noAuth.socket.send(JSON.stringify({ type: 'hello' }));
    expect(await noAuth.closed).toBe(4001);

    // A free-play account (type 4), as GCS_freePlayLogin makes one.
    const player = getState().members.get(PLAYER01);
    if (!player) throw new Error('player01 is seeded');
    getState().members.set(39_999, { ...player, id: 39_999, account: 'trial39999', type: 4 });
    const trial = await dial();
    trial.socket.send(JSON.stringify({ type: 'auth', token: tokenFor(39_999) }));
    expect(await trial.closed).toBe(4001);
  });

  it('keeps each test scope’s sockets to itself', async () => {
    const a = await dial('/wps/live', 'scope-a');
    a.socket.send(JSON.stringify({ type: 'auth', token: tokenFor(PLAYER01, 'scope-a') }));
    expect(await a.next()).toEqual({ type: 'ready' });

    // A token of scope a means nothing in scope b.
    const b = await dial('/wps/live', 'scope-b');
    b.socket.send(JSON.stringify({ type: 'auth', token: tokenFor(PLAYER01, 'scope-a') }));
    expect(await b.closed).toBe(4001);

    const inB = await control(
      '/__mock/events',
      { method: 'POST', body: JSON.stringify({ account: 'player01', type: 'balance' }) },
      'scope-b',
    );
    expect(inB.body.value).toEqual({ delivered: 0 });
    const inA = await control(
      '/__mock/events',
      { method: 'POST', body: JSON.stringify({ account: 'player01', type: 'balance' }) },
      'scope-a',
    );
    expect(inA.body.value).toEqual({ delivered: 1 });
    expect(await a.next()).toMatchObject({ type: 'balance' });
    a.socket.close();
    await a.closed;
  });

  it('leaves other paths’ upgrades alone, and refuses a bad event type', async () => {
    await expect(dial('/somewhere-else')).rejects.toThrow('Unexpected server response: 418');
    const bad = await control('/__mock/events', {
      method: 'POST',
      body: JSON.stringify({ account: 'player01', type: 'jackpot' }),
    });
    expect(bad.status).toBe(400);
  });
});

import { call, control, loginToken, valueOf } from './mock-client';

interface Page {
  content: { messageId: number; title: string; content: string; sendTime: string; read: boolean }[];
  pageNum: number;
  totalPages: number;
  totalCount: number;
}

const unread = async (token: string) =>
  valueOf<{ unreadCount: number }>(await call('/wps/relay/CSP_unreadCount', { token })).unreadCount;

describe('mock messages', () => {
  it('refuses the inbox without a session', async () => {
    const result = await call('/wps/relay/CSP_getMessages');
    expect(result.status).toBe(401);
    expect(result.body.errorCode).toBe('login.not.session');
  });

  it('pages the seeded inbox, newest first, with 5 unread that the count agrees with', async () => {
    const token = await loginToken();
    const first = valueOf<Page>(await call('/wps/relay/CSP_getMessages?pageNo=1&pageSize=5', { token }));
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 9 });
    expect(first.content).toHaveLength(5);
    expect(first.content.filter((m) => !m.read)).toHaveLength(5);
    const times = first.content.map((m) => m.sendTime);
    expect([...times].sort().reverse()).toEqual(times);
    const second = valueOf<Page>(await call('/wps/relay/CSP_getMessages?pageNo=2&pageSize=5', { token }));
    expect(second.content).toHaveLength(4);
    expect(await unread(token)).toBe(5);
  });

  it('reads one message, then all, and the count follows', async () => {
    const token = await loginToken();
    const page = valueOf<Page>(await call('/wps/relay/CSP_getMessages', { token }));
    const target = page.content.find((m) => !m.read)!;
    const read = valueOf<{ unreadCount: number }>(
      await call('/wps/relay/CSP_readMessage', {
        method: 'POST',
        token,
        json: { messageId: target.messageId },
      }),
    );
    expect(read.unreadCount).toBe(4);
    expect(await unread(token)).toBe(4);
    const missing = await call('/wps/relay/CSP_readMessage', {
      method: 'POST',
      token,
      json: { messageId: 1 },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorCode).toBe('message.notFound');
    valueOf(await call('/wps/relay/CSP_readAllMessages', { method: 'POST', token }));
    expect(await unread(token)).toBe(0);
    const after = valueOf<Page>(await call('/wps/relay/CSP_getMessages', { token }));
    expect(after.content.every((m) => m.read)).toBe(true);
  });

  it('delivers a message sent through the control call, unread and first', async () => {
    const token = await loginToken();
    await control('messages', { account: 'player01', title: 'Hello', content: '<p>Hi</p>' });
    const page = valueOf<Page>(await call('/wps/relay/CSP_getMessages', { token }));
    expect(page.content[0]).toMatchObject({ title: 'Hello', content: '<p>Hi</p>', read: false });
    expect(page.totalCount).toBe(10);
    expect(await unread(token)).toBe(6);
    const refused = await fetch('/__mock/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'nobody', title: 'x', content: 'y' }),
    });
    expect(refused.status).toBe(400);
  });

  it('counts the unread news of missions and of invited friends apart, and reading one lowers its count', async () => {
    const token = await loginToken();
    const counts = async () =>
      valueOf<{ unreadCount: number; missionCount: number; referralCount: number }>(
        await call('/wps/relay/CSP_unreadCount', { token }),
      );
    expect(await counts()).toEqual({ unreadCount: 5, missionCount: 1, referralCount: 1 });
    const read = valueOf(
      await call('/wps/relay/CSP_readMessage', { method: 'POST', token, json: { messageId: 509 } }),
    );
    expect(read).toEqual({ unreadCount: 4, missionCount: 0, referralCount: 1 });
    await control('messages', {
      account: 'player01',
      title: 'New friend',
      content: '<p>x</p>',
      category: 'referral',
    });
    expect(await counts()).toEqual({ unreadCount: 5, missionCount: 0, referralCount: 2 });
    const page = valueOf<Page>(await call('/wps/relay/CSP_getMessages', { token }));
    // The category is the server's bookkeeping: the inbox answers the same shape as before.
    expect(page.content[0]).not.toHaveProperty('category');
    const refused = await fetch('/__mock/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ account: 'player01', title: 'x', content: 'y', category: 'bonus' }),
    });
    expect(refused.status).toBe(400);
  });

  it('gives other members an empty inbox of their own', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    const page = valueOf<Page>(await call('/wps/relay/CSP_getMessages', { token }));
    expect(page).toMatchObject({ content: [], totalCount: 0, totalPages: 1 });
    expect(await unread(token)).toBe(0);
  });
});

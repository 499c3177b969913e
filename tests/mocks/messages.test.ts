import { call, control, loginToken, valueOf } from './mock-client';

interface Message {
  inboxId: number;
  subject: string;
  content: string;
  senderName: string;
  read: boolean;
  sendTime: number;
  recordSource: string;
  canReply: boolean;
  metadata: string;
}

interface Page {
  content: Message[];
  totalPages: number;
}

const unread = async (token: string) =>
  valueOf<number>(await call('/wps/relay/EMFE_getInboxUnreadCount', { token }));
const inbox = async (token: string, query = '') =>
  valueOf<Page>(await call(`/wps/relay/EMFE_getInbox${query}`, { token }));

describe('mock messages (the platform’s EMFE calls)', () => {
  it('refuses the inbox without a session', async () => {
    const result = await call('/wps/relay/EMFE_getInbox');
    expect(result.status).toBe(401);
    expect(result.body.errorCode).toBe('login.not.session');
  });

  it('pages the seeded inbox newest first, its contents HTML-escaped, with 5 unread the count agrees with', async () => {
    const token = await loginToken();
    const first = await inbox(token, '?page=1&size=5&sort=sendTime:desc');
    expect(first.totalPages).toBe(2);
    expect(first.content).toHaveLength(5);
    const times = first.content.map((m) => m.sendTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(first.content[0]).toMatchObject({ inboxId: 508, recordSource: 'MERCHANT', read: false });
    expect(JSON.parse(first.content[0].metadata)).toMatchObject({ promoType: 'MANUAL', claimId: 'CLM-7003' });
    expect(first.content[1].content).toMatch(/^&lt;p&gt;Your rebate/);
    const second = await inbox(token, '?page=2&size=5');
    expect(second.content).toHaveLength(4);
    expect(await unread(token)).toBe(5);
    // The seeds' name answers the same plain number.
    expect(
      valueOf(await call('/wps/relay/CSP_unreadCount', { token, headers: { ModuleId: 'INBOX3' } })),
    ).toBe(5);
  });

  it('leaves out what was sent before the window’s start', async () => {
    const token = await loginToken();
    const all = await inbox(token);
    const cut = all.content[3].sendTime;
    expect((await inbox(token, `?startTime=${cut}`)).content).toHaveLength(4);
  });

  it('reads one message, then several, by source; a message of another source is not found there', async () => {
    const token = await loginToken();
    const put = (source: string, json: unknown) =>
      call(`/wps/relay/EMFE_updateInboxRead?recordSource=${source}`, { method: 'PUT', token, json });
    valueOf(await put('MERCHANT', { id: 505 }));
    expect(await unread(token)).toBe(4);
    const wrong = await put('UPLINE', { id: 507 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorCode).toBe('message.notFound');
    const none = await call('/wps/relay/EMFE_updateInboxRead', { method: 'PUT', token, json: { id: 507 } });
    expect(none.body.errorCode).toBe('inbox.recordSource.required');
    valueOf(await put('MERCHANT', { ids: [508, 507, 506, 509] }));
    expect(await unread(token)).toBe(0);
  });

  it('deletes the named messages of a source', async () => {
    const token = await loginToken();
    valueOf(
      await call('/wps/relay/EMFE_deleteInbox?inboxIds=505&inboxIds=502&recordSource=MERCHANT', {
        method: 'DELETE',
        token,
      }),
    );
    const left = (await inbox(token)).content.map((m) => m.inboxId);
    expect(left).toHaveLength(7);
    expect(left).not.toContain(505);
    expect(await unread(token)).toBe(4);
    const upline = await call('/wps/relay/EMFE_deleteInbox?inboxIds=503&recordSource=UPLINE', {
      method: 'DELETE',
      token,
    });
    expect(upline.status).toBe(400);
  });

  it('answers the state of the claims a message carries, and leaves out those the member has not', async () => {
    const token = await loginToken();
    const status = valueOf<{ claimId: string; status: string; endTime: number }[]>(
      await call('/wps/relay/PROMOFE_queryPromotionClaimStatus', {
        method: 'POST',
        token,
        json: {
          promotionClaimList: [
            { promoType: 'MANUAL', claimId: 'CLM-7003' },
            { promoType: 'RANK_SALARY', claimId: 'CLM-7001' },
            { promoType: 'MANUAL', claimId: 'CLM-9999' },
          ],
        },
      }),
    );
    expect(status.map(({ claimId, status: s }) => [claimId, s])).toEqual([
      ['CLM-7003', 'claimable'],
      ['CLM-7001', 'expired'],
    ]);
  });

  it('delivers a message sent through the control call, unread and first, the agent’s one answerable', async () => {
    const token = await loginToken();
    await control('messages', { account: 'player01', title: 'Hello', content: '<p>Hi</p>', from: 'UPLINE' });
    const page = await inbox(token);
    expect(page.content[0]).toMatchObject({
      subject: 'Hello',
      content: '&lt;p&gt;Hi&lt;/p&gt;',
      read: false,
      recordSource: 'UPLINE',
      canReply: true,
    });
    expect(await unread(token)).toBe(6);
    for (const body of [
      { account: 'nobody', title: 'x', content: 'y' },
      { account: 'player01', title: 'x', content: 'y', from: 'BOSS' },
    ]) {
      const refused = await fetch('/__mock/messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(refused.status).toBe(400);
    }
  });

  it('keeps what the member sends and lets them delete it', async () => {
    const token = await loginToken();
    const sent = async () =>
      valueOf<{ content: { outboxId: number; subject: string }[] }>(
        await call('/wps/relay/EMFE_getOutbox?page=1&size=20', { token }),
      ).content;
    expect((await sent()).map((m) => m.subject)).toEqual(['Question about my bonus']);
    expect(valueOf(await call('/wps/relay/EMFE_getAvailableRecipientTypes', { token }))).toEqual([
      'MERCHANT',
      'UPLINE',
    ]);
    const write = (json: unknown) => call('/wps/relay/EMFE_submitOutbox', { method: 'POST', token, json });
    expect((await write({ subject: '', content: 'x', recipientType: 'MERCHANT' })).body.errorCode).toBe(
      'outbox.field.required',
    );
    expect((await write({ subject: 'a', content: 'x', recipientType: 'BOSS' })).body.errorCode).toBe(
      'outbox.recipient.invalid',
    );
    valueOf(await write({ subject: 'Limits', content: 'Raise them', recipientType: 'UPLINE' }));
    const reply = await call('/wps/relay/EMFE_submitOutboxReply', {
      method: 'POST',
      token,
      json: { content: 'Thanks', inboxId: 507, recordSource: 'MERCHANT', subject: 'RE: x' },
    });
    expect(reply.body.errorCode).toBe('outbox.reply.notAllowed');
    valueOf(
      await call('/wps/relay/EMFE_submitOutboxReply', {
        method: 'POST',
        token,
        json: { content: 'Thanks', inboxId: 504, recordSource: 'UPLINE', subject: 'RE: Welcome' },
      }),
    );
    expect((await sent()).map((m) => m.subject)).toEqual([
      'RE: Welcome',
      'Limits',
      'Question about my bonus',
    ]);
    valueOf(
      await call('/wps/relay/EMFE_deleteOutbox?outboxIds=601&recordSource=MERCHANT', {
        method: 'DELETE',
        token,
      }),
    );
    expect(await sent()).toHaveLength(2);
  });

  it('gives other members an empty inbox of their own', async () => {
    const token = await loginToken('agent01', 'Agent#2026');
    expect(await inbox(token)).toEqual({ content: [], totalPages: 1 });
    expect(await unread(token)).toBe(0);
  });
});

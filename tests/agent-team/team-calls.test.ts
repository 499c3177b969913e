import { call, encryptedCall, loginToken, valueOf, type Envelope } from '../mocks/mock-client';

// Creating a downline is ours, under the agent area's module id; the list, the counts and the money calls
// are the platform's, with none.
const moduleId = { ModuleId: 'AGENT3' };

const agentToken = () => loginToken('agent01', 'Agent#2026');

interface Row {
  account: string;
  balance: number;
  direct: number | boolean;
  status: string;
  lastLogin: string | null;
  teamSize: number;
}

function transfer(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/agent/transferDownline',
    'PUT',
    { withdrawPassword: '654321', ...payload },
    token,
  );
}

function collect(token: string, payload: Record<string, unknown>) {
  return encryptedCall(
    '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
    'POST',
    { withdrawPassword: '654321', ...payload },
    token,
  );
}

function errorOf(result: { status: number; body: Envelope }): string | undefined {
  expect(result.status).toBe(400);
  return result.body.errorCode;
}

describe('the mock team management calls', () => {
  it("list the agent's direct downline, a sub-agent's team, and search the whole team, by pages", async () => {
    const token = await agentToken();
    const list = (query = '') => call(`/wps/relay/ODSFE2_getSubordinatev2${query}`, { token });
    const own = valueOf<{ list: Row[]; total: number; totalPages: number }>(await list());
    expect(own).toMatchObject({ total: 10, totalPages: 1 });
    expect(own.list).toHaveLength(10);
    expect(own.list.find((m) => m.account === 'agent02')).toMatchObject({ teamSize: 3, balance: 12500 });
    expect(own.list.find((m) => m.account === 'team07')).toMatchObject({ status: 'LOCKED' });

    const sub = valueOf<{ list: Row[] }>(await list('?parentAccount=agent02'));
    expect(sub.list.map((m) => [m.account, m.direct])).toEqual([
      ['sub01', 0],
      ['sub02', 0],
      ['sub03', 0],
    ]);

    const found = valueOf<{ list: Row[]; total: number }>(await list('?account=TEAM0'));
    expect(found.total).toBe(8);
    const second = valueOf<{ list: Row[]; totalPages: number }>(
      await list('?account=TEAM0&pageNo=2&pageSize=5'),
    );
    expect(second).toMatchObject({ totalPages: 2 });
    expect(second.list.map((m) => m.account)).toEqual(['team06', 'team07', 'team08']);

    expect(valueOf(await call('/wps/relay/ODSFE2_teamCount', { token }))).toEqual({
      teamSize: 13,
      directMembers: 10,
    });

    // Someone else's team is not the agent's to read.
    const other = await list('?parentAccount=newbie01');
    expect(errorOf(other)).toBe('agent.downline.notFound');
  });

  it('create a downline by the register rules, never logged in, under the agent', async () => {
    const token = await agentToken();
    const create = (body: Record<string, unknown>) =>
      encryptedCall(
        '/wps/relay/ODSFE2_createDownline',
        'POST',
        { accountType: 'AGENT', password: 'Kid#2026ok', confirmPassword: 'Kid#2026ok', ...body },
        token,
        moduleId,
      );
    expect(errorOf(await create({ username: '1bad' }))).toBe('register.field.invalid');
    expect(errorOf(await create({ username: 'team01' }))).toBe('member.username.duplicated');
    expect(errorOf(await create({ username: 'newagent1', confirmPassword: 'x' }))).toBe(
      'register.password.mismatch',
    );
    const made = valueOf<Row & { accountType: string }>(await create({ username: 'newagent1' }));
    expect(made).toMatchObject({ account: 'newagent1', accountType: 'AGENT', balance: 0, lastLogin: null });
    const own = valueOf<{ list: Row[] }>(await call('/wps/relay/ODSFE2_getSubordinatev2', { token }));
    expect(own.list.map((m) => m.account)).toContain('newagent1');
  });

  it('transfer only to a direct downline, with the withdraw password, moving both balances', async () => {
    const token = await agentToken();
    expect(errorOf(await transfer(token, { customerName: 'sub01', amount: 10 }))).toBe(
      'agent.downline.notDirect',
    );
    expect(
      errorOf(await transfer(token, { customerName: 'team02', amount: 10, withdrawPassword: '111111' })),
    ).toBe('member.withdrawPassword.incorrect');
    expect(errorOf(await transfer(token, { customerName: 'team02', amount: 5 }))).toBe(
      'downline.amount.invalid',
    );
    expect(errorOf(await transfer(token, { customerName: 'team02', amount: 50000.01 }))).toBe(
      'downline.amount.invalid',
    );
    const done = valueOf(await transfer(token, { customerName: 'team02', amount: 99.45 }));
    expect(done).toMatchObject({ amount: 99.45, account: 'team02', balance: 54221.55, downlineBalance: 300 });
    valueOf(await transfer(token, { customerName: 'team03', amount: 50000 }));
    // 4,221.55 left: more than that is refused and nothing moves.
    expect(errorOf(await transfer(token, { customerName: 'team02', amount: 4221.56 }))).toBe(
      'downline.balance.insufficient',
    );
  });

  it('collect only from a direct downline, no more than it holds, moving both balances back', async () => {
    const token = await agentToken();
    expect(errorOf(await collect(token, { customerName: 'sub01', amount: 10 }))).toBe(
      'agent.downline.notDirect',
    );
    expect(
      errorOf(await collect(token, { customerName: 'team02', amount: 10, withdrawPassword: '111111' })),
    ).toBe('member.withdrawPassword.incorrect');
    expect(errorOf(await collect(token, { customerName: 'team02', amount: 200.56 }))).toBe(
      'downline.collect.insufficient',
    );
    const done = valueOf(await collect(token, { customerName: 'team02', amount: 50.55 }));
    expect(done).toMatchObject({ amount: 50.55, account: 'team02', balance: 54371.55, downlineBalance: 150 });
  });
});

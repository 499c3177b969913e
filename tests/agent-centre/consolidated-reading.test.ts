import { isOn, readConsolidated, sessionFlagsOf } from '@/core/contract-kinds';

describe('the consolidated data, read as the reference names it (decision 028)', () => {
  it('counts any plausible spelling of "on", and absent, zero, empty and false-like words as off', () => {
    for (const on of [true, 1, 2, '1', 'Y', 'true', 'DAILY', '0.5', { type: 1 }, [1]]) {
      expect(isOn(on)).toBe(true);
    }
    for (const off of [
      undefined,
      null,
      false,
      0,
      '0',
      '',
      ' ',
      'false',
      'N',
      'no',
      'off',
      'null',
      '0.00',
      {},
      [],
    ]) {
      expect(isOn(off)).toBe(false);
    }
  });

  it('takes the menu from the *info* fields and the waiting offers from the *req* fields', () => {
    const reading = readConsolidated({
      dailysalinfotype: '1',
      divtypeinfo: { rate: 25 },
      contracthoursalinfo: 0,
      realtimesalinfotype: true,
      dailysalreqtype: '',
      divtypereq: 1,
      contracthoursalreq: null,
    });
    expect(reading.kinds).toEqual({
      dividend: true,
      dailySalary: true,
      hourlySalary: false,
      realtimeSalary: true,
    });
    expect(reading.offers).toEqual({
      dividend: true,
      dailySalary: false,
      hourlySalary: false,
      realtimeSalary: false,
    });
  });

  it('no longer reads the *req* fields as the menu flags', () => {
    const reading = readConsolidated({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1 });
    expect(Object.values(reading.kinds)).toEqual([false, false, false, false]);
  });

  it('sets enableSalary from the daily salary and enableContract from the dividend, as the reference does', () => {
    const { kinds } = readConsolidated({ dailysalinfotype: 1, contracthoursalinfo: 1 });
    expect(sessionFlagsOf(kinds)).toEqual({ enableSalary: true, enableContract: false });
    const dividendOnly = readConsolidated({ divtypeinfo: 'Y', realtimesalinfotype: 1 }).kinds;
    expect(sessionFlagsOf(dividendOnly)).toEqual({ enableSalary: false, enableContract: true });
  });
});

describe('the consolidated data, read as the member centre reads it (decision 065)', () => {
  const agents = (...statuses: string[]) => ({ CONS: { agent: statuses.map((status) => ({ status })) } });

  it('shows a dividend when some agent line is A or V, a salary when its agent list is not empty', () => {
    const reading = readConsolidated({
      divtypeinfo: agents('P', 'V'),
      dailysalinfotype: agents('P'),
      contracthoursalinfo: { CONS: { agent: [] } },
      realtimesalinfotype: {},
    });
    expect(reading.kinds).toEqual({
      dividend: true,
      dailySalary: true,
      hourlySalary: false,
      realtimeSalary: false,
    });
  });

  it('hides a dividend whose lines are all pending or ended, and reads the period-nested key', () => {
    expect(readConsolidated({ divtypeinfo: agents('P', 'E') }).kinds.dividend).toBe(false);
    const byPeriod = { divtypecompperiodinfo: { CONS: { WEEKLY: { agent: [{ status: 'A' }] } } } };
    expect(readConsolidated(byPeriod).kinds.dividend).toBe(true);
  });

  it('shows the page under either shape: the flat flag of one kind beside the nested shape of another', () => {
    const reading = readConsolidated({ divtypeinfo: 1, realtimesalinfotype: agents('A') });
    expect(reading.kinds).toMatchObject({ dividend: true, realtimeSalary: true, dailySalary: false });
  });
});

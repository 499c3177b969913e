import { fireEvent, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { addIncome } from '@mocks/domains/agent/reports';
import { SEED_NOW_MS } from '@mocks/domains/clock/clock';
import { getState } from '@mocks/state/store';
import { bodyRows, captureDownloads, csvLines, footRows, moneyValue, openReport } from './reports-helpers';

const table = (dialog: HTMLElement) => within(dialog).getByRole('table');

describe('user profit and loss', () => {
  it("lists each member's figures, filtered by result, with the direct members' totals apart", async () => {
    const { user, dialog } = await openReport('User profit and loss');
    await user.click(await within(dialog).findByRole('button', { name: 'Last 30 days' }));
    const month = await within(dialog).findByRole('table', {
      name: /Members' profit and loss from 2026-10-03 to 2026-11-01/,
    });
    expect(footRows(month).map((row) => row[0])).toEqual(['Total', 'Direct members', 'Level 2']);
    const [total, direct, level2] = footRows(month).map((row) => moneyValue(row[row.length - 1]!));
    expect(Math.round((direct! + level2!) * 100)).toBe(Math.round(total! * 100));

    await user.selectOptions(within(dialog).getByLabelText('Result'), 'Members who won');
    await expect
      .poll(() => bodyRows(table(dialog)).every((row) => moneyValue(row[row.length - 1]!) > 0))
      .toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Result'), 'Members who lost');
    await expect
      .poll(() => bodyRows(table(dialog)).every((row) => moneyValue(row[row.length - 1]!) < 0))
      .toBe(true);
  });
});

describe('downline transaction details', () => {
  it("lists the team's deposits and withdrawals, filtered by type, and exports them", async () => {
    const files = captureDownloads();
    const { user, dialog } = await openReport('Downline transaction details');
    await user.click(await within(dialog).findByRole('button', { name: 'Last 30 days' }));
    await within(dialog).findByRole('table', { name: /Downline deposits and withdrawals from 2026-10-03/ });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Withdrawal');
    await expect
      .poll(() => bodyRows(table(dialog)).every((row) => row[3] === 'Withdrawal' && moneyValue(row[4]!) < 0))
      .toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await within(dialog).findByText(/lines? saved to your downloads/);
    const lines = await csvLines(files[0]!.blob);
    expect(files[0]!.name).toBe('downline-transactions-2026-10-03_2026-11-01.csv');
    expect(lines[0]).toBe('Time (UTC),Account,Level,Type,Amount,Status');
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'Withdrawal')).toBe(true);
  });
});

describe('my income', () => {
  it("lists the agent's own payouts by kind, including one added by the mock's helper", async () => {
    addIncome(getState(), 20001, {
      kind: 'HOURLY_SALARY',
      amount: 77.5,
      time: SEED_NOW_MS - 60_000,
      remark: '=HYPERLINK("x")',
    });
    const files = captureDownloads();
    const { user, dialog } = await openReport('My income');
    await user.click(await within(dialog).findByRole('button', { name: 'Today' }));
    await within(dialog).findByRole('table', { name: /Your income from 2026-11-01 to 2026-11-01/ });
    await user.selectOptions(within(dialog).getByLabelText('Income type'), 'Hourly salary');
    await expect
      .poll(() => bodyRows(table(dialog)))
      .toEqual([['11/1/26, 11:59 AM', 'Hourly salary', '=HYPERLINK("x")', 'R$ 77.50']]);
    expect(footRows(table(dialog))).toEqual([['Total', 'R$ 77.50']]);

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await within(dialog).findByText('1 line saved to your downloads.');
    // A remark that would run as a spreadsheet formula is written as text.
    expect((await csvLines(files[0]!.blob))[1]).toBe(
      `2026-11-01 11:59:00,Hourly salary,"'=HYPERLINK(""x"")",77.5`,
    );
  });
});

describe('a report that cannot answer', () => {
  afterEach(() => server.resetHandlers());

  it('says so and loads on retry; an empty result and a too long range say so too', async () => {
    server.use(
      http.get('*/wps/relay/ODSFE2_getAgentIncome', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'Service busy' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openReport('My income');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your records could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByRole('table', { name: /^Your income from 2026-10-26/ }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    await user.selectOptions(within(dialog).getByLabelText('Income type'), 'Hourly salary');
    expect(await within(dialog).findByText('Nothing from 2026-11-01 to 2026-11-01.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-07-01' } });
    expect(
      await within(dialog).findByText('Choose at most 90 days: these dates span 124.'),
    ).toBeInTheDocument();
  });
});

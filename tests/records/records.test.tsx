import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';
import { captureDownloads, csvLines } from '../components/downloads';

/** Requests to one record call, with their query parameters. */
function watchCalls(path: string) {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(path)) seen.push(url.searchParams);
  });
  return seen;
}

/** The body rows of a record table (its header and totals rows left out), as their cells' text. */
function bodyRows(table: HTMLElement): string[][] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

function totalsRow(table: HTMLElement): string[] {
  const groups = within(table).getAllByRole('rowgroup');
  const foot = groups[groups.length - 1]!;
  const row = within(foot).getByRole('row');
  return [
    within(row).getByRole('rowheader').textContent ?? '',
    ...within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  ];
}

async function openRecord(entry: string) {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: entry }));
  return { user, dialog };
}

async function typeDates(dialog: HTMLElement, from: string, to: string) {
  // A date input takes its value whole, as the browser's date picker gives it.
  fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: from } });
  fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: to } });
}

afterEach(() => server.events.removeAllListeners());

describe('betting record', () => {
  it('shows the last 7 days by default, with the totals of the answer in the table foot', async () => {
    await logInAs();
    const { dialog } = await openRecord('Betting record');
    expect(within(dialog).getByRole('heading', { name: 'Betting record', level: 3 })).toBeInTheDocument();

    const table = await within(dialog).findByRole('table', {
      name: 'Bets from Oct 26, 2026 to Nov 1, 2026: 16 bets',
    });
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-10-26');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-11-01');
    expect(within(dialog).getByText('Days and times in UTC')).toBeInTheDocument();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Bet time', 'Game', 'Game type', 'Bet amount', 'Valid bet', 'Win/loss']);
    const rows = bodyRows(table);
    expect(rows).toHaveLength(16);
    // Newest first, the time in UTC for the visitor's language, the type in words, the loss signed.
    expect(rows[0]).toEqual([
      '11/1/26, 5:36 AMBT00000196',
      'Domino QQ 8Kaiyuan',
      'Cards',
      'R$ 10.00',
      'R$ 10.00',
      '\u2212R$ 10.00',
    ]);
    expect(totalsRow(table)).toEqual(['Total', 'R$ 527.00', 'R$ 527.00', '+R$ 506.88']);
    // The region that scrolls sideways on a phone is named by the caption and reachable by keyboard.
    const region = within(dialog).getByRole('region', { name: /Bets from Oct 26, 2026/ });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('changes the rows for Today and Yesterday, counted from the server’s clock', async () => {
    await logInAs();
    const { user, dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });

    await user.click(within(dialog).getByRole('button', { name: 'Today' }));
    const today = await within(dialog).findByRole('table', {
      name: 'Bets from Nov 1, 2026 to Nov 1, 2026: 1 bet',
    });
    expect(within(dialog).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(bodyRows(today).map((row) => row[1])).toEqual(['Domino QQ 8Kaiyuan']);

    await user.click(within(dialog).getByRole('button', { name: 'Yesterday' }));
    const yesterday = await within(dialog).findByRole('table', {
      name: /Oct 31, 2026 to Oct 31, 2026: 2 bets/,
    });
    expect(bodyRows(yesterday).map((row) => row[1])).toEqual([
      'Rising EagleJILI',
      'Lightning Roulette 2AE Sexy',
    ]);
    expect(totalsRow(yesterday)).toEqual(['Total', 'R$ 15.00', 'R$ 15.00', '\u2212R$ 15.00']);
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-10-31');
  });

  it('says what is wrong with typed dates, keeps them, and asks nothing until they make a range', async () => {
    await logInAs();
    const calls = watchCalls('ODSFE2_MemBetDet');
    const { dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });

    await typeDates(dialog, '2026-07-01', '2026-11-01');
    expect(within(dialog).getByText('Choose at most 90 days: these dates span 124.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-07-01');
    expect(within(dialog).getByLabelText('To')).toHaveValue('2026-11-01');
    expect(within(dialog).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('From')).toHaveAccessibleDescription(
      'Choose at most 90 days: these dates span 124.',
    );
    // No preset is pressed any more; the table still shows the last valid range, and says so.
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(dialog).getByRole('table', { name: /Oct 26, 2026 to Nov 1, 2026/ })).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-05' } });
    expect(within(dialog).getByText('The From date must be on or before the To date.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '' } });
    expect(within(dialog).getByText('Choose both a From and a To date.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('From')).toHaveValue('2026-11-05');
    // None of the ranges typed so far was asked for.
    const typedStarts = calls.map((params) => params.get('startDate'));
    expect(typedStarts).not.toContain('2026-07-01');
    expect(typedStarts).not.toContain('2026-11-05');
    expect(calls.every((params) => params.get('endDate') !== '')).toBe(true);

    await typeDates(dialog, '2026-08-04', '2026-11-01');
    expect(
      await within(dialog).findByRole('table', { name: /Aug 4, 2026 to Nov 1, 2026: 196 bets/ }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/Choose/)).not.toBeInTheDocument();
    const asked = calls.find((params) => params.get('startDate') === '2026-08-04')!;
    expect([
      asked.get('startDate'),
      asked.get('endDate'),
      asked.get('vendor'),
      asked.get('gameType'),
    ]).toEqual(['2026-08-04', '2026-11-01', 'ALL', 'ALL']);
  });

  it('narrows the rows to the vendor chosen', async () => {
    await logInAs();
    const { user, dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });
    const vendor = within(dialog).getByRole('combobox', { name: 'Vendor' });
    await waitFor(() => expect(within(vendor).getByRole('option', { name: 'PG Soft' })).toBeInTheDocument());

    await user.selectOptions(vendor, 'PG Soft');
    const table = await within(dialog).findByRole('table', { name: /: 2 bets$/ });
    expect(bodyRows(table).map((row) => row[1])).toEqual([
      'Neon Lion LinkPG Soft',
      'Mystic Samurai LinkPG Soft',
    ]);
    expect(totalsRow(table)).toEqual(['Total', 'R$ 52.00', 'R$ 52.00', '+R$ 50.08']);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Game type' }), 'Live casino');
    expect(await within(dialog).findByText('No bets from Oct 26, 2026 to Nov 1, 2026')).toBeInTheDocument();
  });

  it('moves through the pages, keeping the range', async () => {
    await logInAs();
    const { user, dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });
    expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    const table = await within(dialog).findByRole('table', { name: /Oct 3, 2026 to Nov 1, 2026: 84 bets/ });
    const pages = within(dialog).getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 5')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const first = bodyRows(table)[0];
    expect(bodyRows(table)).toHaveLength(20);

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(within(pages).getByText('Page 2 of 5')).toBeInTheDocument();
    await waitFor(() => expect(bodyRows(table)[0]).not.toEqual(first));
    expect(bodyRows(table)[0]![0]).toMatch(/BT00000177$/);

    // Totals are of the whole range, not of the page.
    expect(totalsRow(table)).toEqual(['Total', 'R$ 2,037.00', 'R$ 1,920.00', '+R$ 929.68']);
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(bodyRows(table)[0]).toEqual(first));
    // Previous is disabled on the first page: the keyboard's focus went to Next instead of being lost.
    expect(within(pages).getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(pages).getByText('Page 2 of 5')).toBeInTheDocument();
  });

  it('shows an empty state for a range without bets', async () => {
    await logInAs();
    const { dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });
    await typeDates(dialog, '2026-08-04', '2026-08-31');
    expect(await within(dialog).findByText('No bets from Aug 4, 2026 to Aug 31, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Try other dates or filters.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the record cannot be loaded, and loads it on retry', async () => {
    await logInAs();
    server.use(
      http.get('*/wps/relay/ODSFE2_MemBetDet', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'Service busy' }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openRecord('Betting record');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your records could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('table', { name: /16 bets/ })).toBeInTheDocument();
  });

  it('exports every line of the filtered range, page after page, as a CSV', async () => {
    await logInAs();
    const files = captureDownloads();
    const calls = watchCalls('ODSFE2_MemBetDet');
    const { user, dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });
    await typeDates(dialog, '2026-08-04', '2026-11-01');
    await within(dialog).findByRole('table', { name: /196 bets/ });
    const before = calls.length;

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(await within(dialog).findByText('196 lines saved to your downloads.')).toBeInTheDocument();

    const exportCalls = calls.slice(before).filter((params) => params.get('pageSize') === '100');
    expect(
      exportCalls.map((p) => [p.get('pageNo'), p.get('pageSize'), p.get('startDate'), p.get('endDate')]),
    ).toEqual([
      ['1', '100', '2026-08-04', '2026-11-01'],
      ['2', '100', '2026-08-04', '2026-11-01'],
    ]);
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('betting-record-2026-08-04_2026-11-01.csv');
    expect(files[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const lines = await csvLines(files[0]!.blob);
    expect(lines).toHaveLength(1 + 196);
    expect(lines[0]).toBe(
      'Bet number,Bet time (UTC),Settled (UTC),Vendor,Game type,Game,Bet amount,Valid bet,Win/loss,Payout,Status',
    );
    expect(lines[1]).toBe(
      'BT00000196,2026-11-01 05:36:00,2026-11-01 05:47:00,Kaiyuan,Cards,Domino QQ 8,10,10,-10,0,Settled',
    );
    expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(196);
  });

  it('says so when the export fails, and leaves the table as it was', async () => {
    await logInAs();
    const files = captureDownloads();
    const { user, dialog } = await openRecord('Betting record');
    await within(dialog).findByRole('table', { name: /16 bets/ });
    server.use(
      http.get('*/wps/relay/ODSFE2_MemBetDet', () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'Service busy' }, { status: 503 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file could not be made. Please try again.',
    );
    expect(files).toHaveLength(0);
    expect(within(dialog).getByRole('table', { name: /16 bets/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

describe('account record', () => {
  it('filters by type, shows types and statuses in words, and totals money in and out', async () => {
    await logInAs();
    const calls = watchCalls('ODSFE2_MemTransDet');
    const { user, dialog } = await openRecord('Account record');
    const week = await within(dialog).findByRole('table', {
      name: /Account movements from Oct 26, 2026 to Nov 1, 2026: 6 lines/,
    });
    expect(bodyRows(week)[0]).toEqual([
      '11/1/26, 10:00 AMWD2026000048',
      'Withdrawal',
      'Nubank ****5678',
      'Successful',
      '\u2212R$ 500.00',
    ]);
    // Today's deposit of player01's daily deposit limit (safer gambling), at the same minute.
    expect(bodyRows(week)[1]).toEqual([
      '11/1/26, 10:00 AMDP2026000049',
      'Deposit',
      'PIX',
      'Successful',
      '+R$ 250.00',
    ]);
    // A transfer between the member's own wallets is neither a gain nor a loss: no sign.
    expect(bodyRows(week)[2]!.slice(1)).toEqual([
      'Transfer',
      'Main wallet -> PG Soft',
      'Successful',
      'R$ 50.00',
    ]);
    const foot = within(week).getAllByRole('rowgroup')[2]!;
    expect(
      within(foot)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Money inR$ 338.00', 'Money outR$ 2,000.00', 'Net\u2212R$ 1,662.00']);

    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    await within(dialog).findByRole('table', { name: /Oct 3, 2026 to Nov 1, 2026/ });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Type' }), 'Deposit');
    const deposits = await within(dialog).findByRole('table', { name: /: 2 lines$/ });
    expect(bodyRows(deposits)).toEqual([
      ['11/1/26, 10:00 AMDP2026000049', 'Deposit', 'PIX', 'Successful', '+R$ 250.00'],
      ['10/12/26, 7:05 AMDP2026000034', 'Deposit', 'Bank transfer (TED)', 'Successful', '+R$ 5,000.00'],
    ]);
    expect(
      calls.filter((params) => params.get('type') === 'DEPOSIT' && params.get('startDate') === '2026-10-03'),
    ).not.toHaveLength(0);
  });
});

describe('profit and loss', () => {
  it('lists the days with their totals and draws them with an accessible summary', async () => {
    await logInAs();
    const { dialog } = await openRecord('Profit and loss');
    const table = await within(dialog).findByRole('table', {
      name: 'Profit and loss by day, Oct 26, 2026 to Nov 1, 2026',
    });
    expect(bodyRows(table).map((row) => [row[0], row[3]])).toEqual([
      ['11/1/26', '\u2212R$ 10.00'],
      ['10/31/26', '\u2212R$ 15.00'],
      ['10/30/26', '+R$ 60.46'],
      ['10/29/26', '+R$ 441.47'],
      ['10/28/26', '+R$ 62.86'],
      ['10/27/26', '+R$ 57.09'],
      ['10/26/26', '\u2212R$ 2.00'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Win/loss', 'Bonuses', 'Profit/loss']);
    expect(totalsRow(table)).toEqual(['Total', '+R$ 506.88', 'R$ 88.00', '+R$ 594.88']);

    const chart = within(dialog).getByRole('img', {
      name: /^Daily profit and loss from Oct 26, 2026 to Nov 1, 2026/,
    });
    expect(chart).toHaveAccessibleName(
      'Daily profit and loss from Oct 26, 2026 to Nov 1, 2026: 4 days up, 3 days down. ' +
        'Best day Oct 29, 2026, +R$ 441.47; worst day Oct 31, 2026, \u2212R$ 15.00.',
    );
    // One bar a day with a result, oldest first; profits rise above the zero line, losses hang below it.
    /* eslint-disable testing-library/no-node-access */
    const bars = Array.from(chart.querySelectorAll('rect'));
    const zero = Number(chart.querySelector('line')!.getAttribute('y1'));
    /* eslint-enable testing-library/no-node-access */
    const at = (bar: Element, name: string) => Number(bar.getAttribute(name));
    expect(bars).toHaveLength(7);
    const [oct26, oct27, , oct29, , oct31] = bars;
    expect(at(oct26!, 'y')).toBe(zero);
    expect(at(oct31!, 'y')).toBe(zero);
    expect(at(oct29!, 'y') + at(oct29!, 'height')).toBeCloseTo(zero);
    expect(at(oct27!, 'y') + at(oct27!, 'height')).toBeCloseTo(zero);
    // The best day is the tallest bar, reaching the top of the drawing's padding.
    expect(at(oct29!, 'y')).toBeCloseTo(4);
    expect(Math.max(...bars.map((bar) => at(bar, 'height')))).toBe(at(oct29!, 'height'));
  });
});

describe('bonus details', () => {
  it('totals the bonuses of the range and filters by bonus type', async () => {
    await logInAs();
    const { user, dialog } = await openRecord('Bonus details');
    const week = await within(dialog).findByRole('table', {
      name: /Bonuses from Oct 26, 2026 to Nov 1, 2026: 1 bonus$/,
    });
    expect(bodyRows(week)).toEqual([
      ['10/29/26, 10:32 AMBN2026000045', 'Mission', 'Weekly mission reward', 'Successful', '+R$ 88.00'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    const month = await within(dialog).findByRole('table', { name: /: 7 bonuses$/ });
    expect(totalsRow(month)).toEqual(['Total paid', '+R$ 282.06']);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Bonus type' }), 'Rebate');
    const rebates = await within(dialog).findByRole('table', { name: /: \d+ bonus(es)?$/ });
    await waitFor(() => expect(bodyRows(rebates).every((row) => row[1] === 'Rebate')).toBe(true));
    expect(screen.queryByText('REBATE')).not.toBeInTheDocument();
  });
});

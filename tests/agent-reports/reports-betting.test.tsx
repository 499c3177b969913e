import { within } from '@testing-library/react';
import { bodyRows, captureDownloads, csvLines, footRows, moneyValue, openReport } from './reports-helpers';

describe('team betting', () => {
  it('filters by preset, level, account and game type, with totals per level in the foot', async () => {
    const { user, dialog } = await openReport('Team betting');
    // Last 7 days by default, counted on the server's clock (the mock's seed day is 2026-11-01).
    expect(
      await within(dialog).findByRole('table', { name: /Team betting from 2026-10-26 to 2026-11-01/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Last 30 days' }));
    const month = await within(dialog).findByRole('table', { name: /from 2026-10-03 to 2026-11-01/ });
    const levels = new Set(bodyRows(month).map((row) => row[2]));
    expect(levels).toEqual(new Set(['Direct', 'Level 2']));
    const foot = footRows(month).map((row) => row[0]);
    expect(foot).toEqual(['Total', 'Direct members', 'Level 2']);

    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Direct members');
    await within(dialog).findByRole('table', { name: /from 2026-10-03/ });
    await expect
      .poll(() => footRows(within(dialog).getByRole('table')).map((row) => row[0]))
      .toEqual(['Total', 'Direct members']);
    expect(bodyRows(within(dialog).getByRole('table')).every((row) => row[2] === 'Direct')).toBe(true);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Account' }), 'team01');
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    await expect
      .poll(() => new Set(bodyRows(within(dialog).getByRole('table')).map((row) => row[1])))
      .toEqual(new Set(['team01']));

    await user.selectOptions(within(dialog).getByLabelText('Game type'), 'Live casino');
    await expect
      .poll(() => new Set(bodyRows(within(dialog).getByRole('table')).map((row) => `${row[1]} ${row[3]}`)))
      .toEqual(new Set(['team01 Live casino']));
  });

  it('exports every line of the filtered result, its figures adding up to the foot', async () => {
    const files = captureDownloads();
    const { user, dialog } = await openReport('Team betting');
    await user.click(await within(dialog).findByRole('button', { name: 'Last 30 days' }));
    const table = await within(dialog).findByRole('table', {
      name: /from 2026-10-03 to 2026-11-01: (\d+) lines/,
    });
    const count = Number(
      /: (\d+) lines/.exec(table.getAttribute('aria-label') ?? table.textContent ?? '')?.[1],
    );
    // More lines than one page holds: the export reads every page.
    expect(count).toBeGreaterThan(20);
    expect(bodyRows(table)).toHaveLength(20);

    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await within(dialog).findByText(`${count} lines saved to your downloads.`);
    expect(files[0]!.name).toBe('team-betting-2026-10-03_2026-11-01.csv');
    const lines = await csvLines(files[0]!.blob);
    expect(lines[0]).toBe('Date,Account,Level,Game type,Bets,Valid bet,Win/loss');
    expect(lines).toHaveLength(count + 1);
    const validSum = lines.slice(1).reduce((sum, line) => sum + Number(line.split(',')[5]), 0);
    const total = footRows(table)[0]!;
    expect(Math.round(validSum * 100)).toBe(Math.round(moneyValue(total[total.length - 2]!) * 100));
  });
});

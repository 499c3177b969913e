import { screen, within } from '@testing-library/react';
import { findHeader, loginToken, renderApp } from '../test-utils';

/** Logs agent01 in, opens the agent centre and one of its reports. */
export async function openReport(entry: string, account = 'agent01') {
  sessionStorage.setItem('token', await loginToken(account, 'Agent#2026'));
  const view = await renderApp('/');
  const header = await findHeader();
  await view.user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  await view.user.click(await within(header).findByRole('button', { name: 'Agent' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  const menu = await within(dialog).findByRole('navigation', { name: 'Agent centre menu' });
  await view.user.click(within(menu).getByRole('button', { name: entry }));
  return { ...view, dialog };
}

/** The body rows of a report's table, as their cells' text. */
export function bodyRows(table: HTMLElement): string[][] {
  const [, body] = within(table).getAllByRole('rowgroup');
  return within(body!)
    .queryAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** The table foot's lines: the label, then the cells. */
export function footRows(table: HTMLElement): string[][] {
  const groups = within(table).getAllByRole('rowgroup');
  return within(groups[groups.length - 1]!)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent ?? '',
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    ]);
}

export { captureDownloads, csvLines } from '../components/downloads';

/** R$ 1,234.56, +R$ 1.00 or −R$ 12.00 (a real minus sign) as a number. */
export const moneyValue = (text: string) => Number(text.replace('\u2212', '-').replace(/[^\d.-]/g, ''));

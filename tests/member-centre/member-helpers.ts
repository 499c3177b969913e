import { screen, within } from '@testing-library/react';
import { findHeader, renderApp } from '../test-utils';

/** Renders the app and opens the member centre from an entry of the header's account menu. */
export async function openFromAccountMenu(entry: string) {
  const { user } = await renderApp('/');
  const header = await findHeader();
  await user.click(await within(header).findByRole('button', { name: /Account menu/ }));
  const menu = within(header).getByRole('list', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: entry }));
  const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
  return { user, dialog };
}

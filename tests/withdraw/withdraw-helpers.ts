import { within } from '@testing-library/react';
import { openFromAccountMenu } from '../member-centre/member-helpers';

export { countCalls } from '../support/count-calls';

/** The Withdraw page, opened as a member does: the header's account menu, Withdrawal. */
export async function openWithdraw() {
  const { user, dialog } = await openFromAccountMenu('Withdrawal');
  await within(dialog).findByRole('heading', { name: 'Withdrawable' });
  return { user, dialog };
}

/** A named part of the page (Withdrawable, Receiving account, Request a withdrawal, ...). */
export const section = (dialog: HTMLElement, name: string | RegExp) =>
  within(dialog).getByRole('region', { name });

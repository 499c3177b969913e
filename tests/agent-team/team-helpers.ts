import { act, screen, within } from '@testing-library/react';
import type { AgentCentrePage } from '@/lib/popup-store';
import { openPopup } from '@/lib/popup-store';
import { findHeader, loginToken, renderApp } from '../test-utils';

/** agent01 logged in (a stored token, as after a reload), with the agent centre open on `page`. */
export async function openAgentPage(page: AgentCentrePage, account = 'agent01') {
  sessionStorage.setItem('token', await loginToken(account, 'Agent#2026'));
  const view = await renderApp('/');
  await findHeader();
  act(() => {
    openPopup('agentCentre', { page });
  });
  const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
  return { ...view, dialog };
}

export { countCalls } from '../support/count-calls';

export async function headerBalance() {
  return within(await findHeader()).findByTestId('header-balance');
}

/** The value shown under a figure's name in the team overview's cards. */
export async function figure(dialog: HTMLElement, name: string) {
  const term = await within(dialog).findByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

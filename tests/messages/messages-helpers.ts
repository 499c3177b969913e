import { screen, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

/** The centre open on Messages, with the menu and the inbox. */
export async function openMessages(unread = 5) {
  await logInAs();
  const { user, dialog } = await openFromAccountMenu('My account');
  const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
  await user.click(await within(menu).findByRole('button', { name: `Messages ${unread} unread` }));
  const inbox = await within(dialog).findByRole('list', { name: 'Inbox' });
  return { user, dialog, menu, inbox };
}

export const entryOf = (menu: HTMLElement) => within(menu).getByRole('button', { name: /^Messages/ });

/** The confirmation popup the one popup store opens. */
export const findConfirm = (name: string | RegExp) => screen.findByRole('dialog', { name });

export interface SeenRequest {
  method: string;
  url: URL;
  moduleId: string | null;
  body: string;
}

/** Every request to a relay whose name contains `part`, as the mock received it. */
export function watchRequests(part: string): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!request.url.includes(part)) return;
    const entry: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      moduleId: request.headers.get('ModuleId'),
      body: '',
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      });
  });
  return seen;
}

import { fireEvent, within, waitFor } from '@testing-library/react';
import { server } from '@mocks/node';
import { control } from '../mocks/mock-client';
import { logInAs } from '../games/games-helpers';
import { setScenario } from '../test-utils';
import { openFromAccountMenu } from '../member-centre/member-helpers';

afterEach(() => server.events.removeAllListeners());

/** The centre open on Messages, with the menu and the inbox. */
async function openMessages(unread = 5) {
  await logInAs();
  const { user, dialog } = await openFromAccountMenu('My account');
  const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
  await user.click(await within(menu).findByRole('button', { name: `Messages ${unread} unread` }));
  const inbox = await within(dialog).findByRole('list', { name: 'Inbox' });
  return { user, dialog, menu, inbox };
}

const entryOf = (menu: HTMLElement) => within(menu).getByRole('button', { name: /^Messages/ });

describe('messages', () => {
  it('lists the inbox newest first, unread said in words', async () => {
    const { dialog, inbox } = await openMessages();
    const items = within(inbox).getAllByRole('button');
    expect(items).toHaveLength(9);
    expect(items.filter((b) => within(b).queryByText('Unread'))).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Your weekly rebate is ready');
    expect(items[0]).toHaveTextContent('Sent 2026-11-01 10:00:00 (UTC)');
    expect(within(dialog).getByRole('region', { name: 'Messages' })).toHaveTextContent('5 unread');
    // Nine fit on one page: no pager until there are more.
    expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('pages the inbox once it holds more than ten', async () => {
    for (let i = 0; i < 2; i += 1) {
      await control('messages', { account: 'player01', title: `Note ${i}`, content: '<p>x</p>' });
    }
    const { user, dialog } = await openMessages(7);
    const pager = await within(dialog).findByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('list', { name: 'Inbox' })).toHaveTextContent('Points never expire'),
    );
  });

  it('opens a message to read it: it is marked read and the badge falls to 4', async () => {
    const { user, dialog, menu, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Deposit bonus this weekend/ }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Deposit bonus this weekend', level: 4 }),
    ).toHaveFocus();
    expect(within(dialog).getByText(/20% bonus/)).toBeInTheDocument();
    await waitFor(() => expect(entryOf(menu)).toHaveAccessibleName('Messages 4 unread'));
    await user.click(within(dialog).getByRole('button', { name: 'Back to inbox' }));
    const item = await within(dialog).findByRole('button', { name: /Deposit bonus this weekend/ });
    expect(item).toHaveTextContent(/^Read/);
    expect(item).toHaveFocus();
  });

  it('marks all as read with one request however fast it is clicked, and the badge goes', async () => {
    const { dialog, menu } = await openMessages();
    const markAll = within(dialog).getByRole('button', { name: 'Mark all as read' });
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('CSP_readAllMessages')) calls += 1;
    });
    await setScenario({ latencyMs: 200 });
    for (let i = 0; i < 10; i += 1) fireEvent.click(markAll);
    await waitFor(() => expect(entryOf(menu)).toHaveAccessibleName('Messages'));
    expect(await within(dialog).findByText('Every message is read.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Inbox' })).queryByText('Unread')).toBeNull();
    expect(calls).toBe(1);
  });

  it('neutralises hostile HTML: no script, no handler, no javascript: link; safe links stay', async () => {
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Security notice/ }));
    const article = await within(dialog).findByRole('article');
    expect(article.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect(within(article).getByText('Verify your account')).not.toHaveAttribute('href');
    const help = within(article).getByRole('link', { name: 'Help centre' });
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a message sent through the control call, unread and first', async () => {
    await control('messages', {
      account: 'player01',
      title: 'A gift for you',
      content: '<p>Open the <a href="/promotions">promotions</a>.</p>',
    });
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Messages 6 unread' }));
    const inbox = await within(dialog).findByRole('list', { name: 'Inbox' });
    const first = within(inbox).getAllByRole('button')[0];
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('A gift for you');
  });
});

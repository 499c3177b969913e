import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { control } from '../mocks/mock-client';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';
import { setScenario } from '../test-utils';
import { entryOf, findConfirm, openMessages, watchRequests } from './messages-helpers';

afterEach(() => server.events.removeAllListeners());

const DAY_MS = 86_400_000;

describe('messages', () => {
  it('lists the inbox newest first as the platform answers it: subjects as text, unread said in words', async () => {
    const asked = watchRequests('EMFE_getInbox');
    const { dialog, inbox } = await openMessages();
    const items = within(inbox).getAllByRole('button');
    expect(items).toHaveLength(9);
    expect(items.filter((b) => within(b).queryByText('Unread'))).toHaveLength(5);
    // The subject is HTML: the list shows its text only.
    expect(items[0]).toHaveTextContent('A loyalty gift for you · Reward');
    expect(items[0].innerHTML).not.toMatch(/<b>/);
    expect(items[1]).toHaveTextContent('Your weekly rebate is ready');
    expect(items[1]).toHaveTextContent('Sent Nov 1, 2026, 10:00 AM UTC');
    expect(within(dialog).getByRole('region', { name: 'Messages' })).toHaveTextContent('5 unread');
    expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();

    const query = asked[0].url.searchParams;
    expect(asked[0].moduleId).toBeNull();
    expect(Object.fromEntries([...query].filter(([k]) => k !== 'startTime' && k !== 'endTime'))).toEqual({
      page: '1',
      size: '20',
      sort: 'sendTime:desc',
    });
    expect(Number(query.get('endTime')) - Number(query.get('startTime'))).toBe(30 * DAY_MS);
  });

  it('opens a message: it is marked read with its source named, and the badge falls to 4', async () => {
    const reads = watchRequests('EMFE_updateInboxRead');
    const { user, dialog, menu, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Deposit bonus this weekend/ }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Deposit bonus this weekend', level: 4 }),
    ).toHaveFocus();
    expect(within(dialog).getByText(/20% bonus/)).toBeInTheDocument();
    await waitFor(() => expect(entryOf(menu)).toHaveAccessibleName('Messages 4 unread'));
    expect(reads).toHaveLength(1);
    expect(reads[0].method).toBe('PUT');
    expect(reads[0].url.searchParams.get('recordSource')).toBe('MERCHANT');
    expect(JSON.parse(reads[0].body)).toEqual({ id: '505' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to inbox' }));
    const item = await within(dialog).findByRole('button', { name: /Deposit bonus this weekend/ });
    expect(item).toHaveTextContent(/^Read/);
    expect(item).toHaveFocus();
  });

  it('marks all as read one source at a time, once however fast it is clicked, and the badge goes', async () => {
    await control('messages', {
      account: 'player01',
      title: 'From your agent',
      content: '<p>Hi</p>',
      from: 'UPLINE',
    });
    const reads = watchRequests('EMFE_updateInboxRead');
    const { dialog, menu } = await openMessages(6);
    const markAll = within(dialog).getByRole('button', { name: 'Mark all as read' });
    await setScenario({ latencyMs: 200 });
    for (let i = 0; i < 10; i += 1) fireEvent.click(markAll);
    await waitFor(() => expect(entryOf(menu)).toHaveAccessibleName('Messages'));
    expect(await within(dialog).findByText('Every message is read.')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Inbox' })).queryByText('Unread')).toBeNull();
    const bySource = Object.fromEntries(
      reads.map((r) => [r.url.searchParams.get('recordSource'), JSON.parse(r.body) as unknown]),
    );
    expect(reads).toHaveLength(2);
    expect(bySource).toEqual({
      UPLINE: { id: '1000' },
      MERCHANT: { ids: ['508', '507', '506', '505', '509'] },
    });
  });

  it('deletes the checked messages after a confirmation, naming each source’s ids', async () => {
    const deletes = watchRequests('EMFE_deleteInbox');
    const { user, dialog, menu, inbox } = await openMessages();
    const deleteSelected = within(dialog).getByRole('button', { name: 'Delete selected (0)' });
    expect(deleteSelected).toBeDisabled();
    await user.click(within(inbox).getByRole('checkbox', { name: 'Select Deposit bonus this weekend' }));
    await user.click(within(inbox).getByRole('checkbox', { name: 'Select Maintenance finished' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected (2)' }));

    const confirm = await findConfirm('Delete 2 messages?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(inbox).getAllByRole('button')).toHaveLength(7));
    expect(within(inbox).queryByText('Deposit bonus this weekend')).toBeNull();
    await waitFor(() => expect(entryOf(menu)).toHaveAccessibleName('Messages 4 unread'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0].method).toBe('DELETE');
    expect(deletes[0].url.searchParams.getAll('inboxIds')).toEqual(['505', '502']);
    expect(deletes[0].url.searchParams.get('recordSource')).toBe('MERCHANT');
  });

  it('keeps a message whose deletion is cancelled, and deletes the open one when confirmed', async () => {
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Withdrawal approved/ }));
    await within(dialog).findByRole('heading', { name: 'Withdrawal approved', level: 4 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await findConfirm('Delete this message?')).getByRole('button', { name: 'Cancel' }),
    );
    expect(within(dialog).getByRole('heading', { name: 'Withdrawal approved', level: 4 })).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await findConfirm('Delete this message?')).getByRole('button', { name: 'Delete' }),
    );
    const list = await within(dialog).findByRole('list', { name: 'Inbox' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(8));
    expect(within(list).queryByText('Withdrawal approved')).toBeNull();
  });

  it('says why a deletion failed and keeps the message', async () => {
    server.use(
      http.delete('*/wps/relay/EMFE_deleteInbox', () =>
        HttpResponse.json({ success: false, errorCode: 'system.busy', message: 'Busy' }, { status: 500 }),
      ),
    );
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('checkbox', { name: 'Select Points never expire' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete selected (1)' }));
    await user.click(
      within(await findConfirm('Delete this message?')).getByRole('button', { name: 'Delete' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The messages could not be deleted.');
    expect(within(inbox).getByText('Points never expire')).toBeInTheDocument();
  });

  it('neutralises hostile HTML in a subject and a content: nothing runs, safe links stay', async () => {
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Security notice/ }));
    const article = await within(dialog).findByRole('article');
    expect(within(article).getByRole('heading', { level: 4 })).toHaveAccessibleName('Security notice');
    expect(article.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
    expect(within(article).getByText('Never share your password.')).toBeInTheDocument();
    expect(within(article).getByText('Verify your account')).not.toHaveAttribute('href');
    const help = within(article).getByRole('link', { name: 'Help centre' });
    expect(help).toHaveAttribute('href', 'https://example.com/help');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps a picture from the site’s own image host in a message', async () => {
    await control('messages', {
      account: 'player01',
      title: 'New games',
      content: `<p>Look:</p><img src="${location.origin}/__cdn/banner/101.svg" alt="Our new banner">`,
    });
    const { user, dialog, inbox } = await openMessages(6);
    await user.click(within(inbox).getByRole('button', { name: /New games/ }));
    // A picture of the site's own host is written as its path.
    expect(await within(dialog).findByRole('img', { name: 'Our new banner' })).toHaveAttribute(
      'src',
      '/__cdn/banner/101.svg',
    );
  });

  it('shows a message sent through the control call, unread and first', async () => {
    await control('messages', {
      account: 'player01',
      title: 'A gift for you',
      content: '<p>Open the <a href="/promotions">promotions</a>.</p>',
    });
    const { inbox } = await openMessages(6);
    const first = within(inbox).getAllByRole('button')[0];
    expect(first).toHaveTextContent('Unread');
    expect(first).toHaveTextContent('A gift for you');
  });

  it('says so when the inbox answer is malformed, and tries again', async () => {
    let broken = true;
    server.use(
      http.get('*/wps/relay/EMFE_getInbox', () =>
        broken ? HttpResponse.json({ success: true, value: 'nope' }) : undefined,
      ),
    );
    await logInAs();
    const { user, dialog } = await openFromAccountMenu('My account');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    await user.click(await within(menu).findByRole('button', { name: 'Messages 5 unread' }));
    expect(await within(dialog).findByText('Your messages could not be loaded.')).toBeInTheDocument();
    broken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });
});

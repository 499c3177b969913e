import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { setScenario } from '../test-utils';
import { findConfirm, openMessages, watchRequests } from './messages-helpers';

afterEach(() => server.events.removeAllListeners());

describe('writing messages', () => {
  it('answers a message that may be answered: RE: its subject, line breaks kept, the source named', async () => {
    const replies = watchRequests('EMFE_submitOutboxReply');
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Welcome to the portal/ }));
    const form = await within(dialog).findByRole('form', { name: 'Reply' });
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByText('Write your message.')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Your reply'), 'Thank you!{Enter}See you soon.');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your message was sent.');
    expect(within(form).getByLabelText('Your reply')).toHaveValue('');
    expect(replies).toHaveLength(1);
    expect(replies[0].moduleId).toBeNull();
    expect(JSON.parse(replies[0].body)).toEqual({
      content: 'Thank you!<br />See you soon.',
      inboxId: '504',
      recordSource: 'UPLINE',
      subject: 'RE: Welcome to the portal',
    });
  });

  it('keeps what was typed when a reply fails, and says why', async () => {
    server.use(
      http.post('*/wps/relay/EMFE_submitOutboxReply', () =>
        HttpResponse.json(
          { success: false, errorCode: 'outbox.reply.notAllowed', message: 'no' },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Welcome to the portal/ }));
    const form = await within(dialog).findByRole('form', { name: 'Reply' });
    await user.type(within(form).getByLabelText('Your reply'), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send reply' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This message cannot be answered.');
    expect(within(form).getByLabelText('Your reply')).toHaveValue('Hello');
  });

  it('offers no reply to a message from the site', async () => {
    const { user, dialog, inbox } = await openMessages();
    await user.click(within(inbox).getByRole('button', { name: /Withdrawal approved/ }));
    await within(dialog).findByRole('heading', { name: 'Withdrawal approved', level: 4 });
    expect(within(dialog).queryByRole('form', { name: 'Reply' })).toBeNull();
  });

  it('offers neither the Sent tab nor a reply where the site switches them off', async () => {
    await setScenario({ flags: { SENDMAIL3: false, OUTBOX3: false } });
    const { user, dialog, inbox } = await openMessages();
    expect(within(dialog).queryByRole('tab', { name: 'Sent' })).toBeNull();
    await user.click(within(inbox).getByRole('button', { name: /Welcome to the portal/ }));
    await within(dialog).findByRole('heading', { name: 'Welcome to the portal', level: 4 });
    expect(within(dialog).queryByRole('form', { name: 'Reply' })).toBeNull();
  });

  it('lists what was sent, writes a new message after checking it, and deletes one after a confirmation', async () => {
    const submits = watchRequests('EMFE_submitOutbox');
    const deletes = watchRequests('EMFE_deleteOutbox');
    const { user, dialog } = await openMessages();
    await user.click(within(dialog).getByRole('tab', { name: 'Sent' }));
    const sent = await within(dialog).findByRole('list', { name: 'Sent' });
    expect(within(sent).getByText('Question about my bonus')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Write a message' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Choose who to write to.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a subject.')).toBeInTheDocument();
    expect(within(form).getByText('Write your message.')).toBeInTheDocument();

    await user.selectOptions(await within(form).findByLabelText('To'), 'My agent');
    await user.type(within(form).getByLabelText('Subject'), 'My limits');
    await user.type(within(form).getByLabelText('Message'), 'Can you raise them?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your message was sent.');
    expect(JSON.parse(submits.find((r) => r.url.pathname.endsWith('EMFE_submitOutbox'))!.body)).toEqual({
      recipientType: 'UPLINE',
      subject: 'My limits',
      content: 'Can you raise them?',
    });
    expect(await within(sent).findByText('My limits')).toBeInTheDocument();

    await user.click(within(sent).getByRole('button', { name: 'Delete Question about my bonus' }));
    await user.click(
      within(await findConfirm('Delete this message?')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(within(sent).queryByText('Question about my bonus')).toBeNull());
    expect(deletes[0].method).toBe('DELETE');
    expect(deletes[0].url.searchParams.getAll('outboxIds')).toEqual(['601']);
    expect(deletes[0].url.searchParams.get('recordSource')).toBe('MERCHANT');
  });
});

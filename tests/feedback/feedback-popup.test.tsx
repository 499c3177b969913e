import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { server } from '@mocks/node';
import { renderApp, setScenario } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => import('@/features/feedback'));
afterEach(() => server.events.removeAllListeners());

/** The feedback calls sent, with their bodies. */
function captureFeedback() {
  const sent: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/wps/feedback') sent.push(await request.clone().json());
  });
  return sent;
}

async function openFromFooter() {
  const view = await renderApp('/down');
  const footer = await screen.findByRole('contentinfo', {});
  await view.user.click(within(footer).getByRole('button', { name: 'Feedback and complaints' }));
  const dialog = await screen.findByRole('dialog', { name: 'Feedback and complaints' });
  return { ...view, dialog };
}

const FAIR = 'My withdrawal has been pending for two days';

describe('feedback and complaints', () => {
  it('says what is missing or too long, counts as you type, then sends once and gives the ticket', async () => {
    const sent = captureFeedback();
    const { user, dialog } = await openFromFooter();
    const content = within(dialog).getByRole('textbox', { name: 'What happened' });
    const send = within(dialog).getByRole('button', { name: 'Send feedback' });

    await user.click(send);
    expect(await within(dialog).findByText('Input cannot be empty.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the type of your question.')).toBeInTheDocument();
    expect(content).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Question type' }),
      'Withdrawal issue',
    );
    await user.type(content, 'x'.repeat(141));
    expect(within(dialog).getByText('141/140')).toBeInTheDocument();
    await user.click(send);
    expect(await within(dialog).findByText('At most 140 characters.')).toBeInTheDocument();

    await user.clear(content);
    await user.type(content, 'Slow');
    await user.click(send);
    expect(await within(dialog).findByText('Content must be between 2 and 40 words.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(content);
    await user.type(content, FAIR);
    await user.type(within(dialog).getByRole('textbox', { name: 'How to reach you' }), 'lucky@example.com');
    for (let i = 0; i < 3; i += 1) fireEvent.click(send);
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent(/Your ticket reference: FB\d{8}0001/);
    expect(sent).toEqual([{ questionType: 'WITHDRAWAL', content: FAIR, contact: 'lucky@example.com' }]);
    await user.click(within(status).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps every word typed when the server fails, and sends on the next try', async () => {
    const { user, dialog } = await openFromFooter();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Question type' }), 'Game issue');
    const content = within(dialog).getByRole('textbox', { name: 'What happened' });
    await user.type(content, FAIR);
    await setScenario({ failures: [{ path: '/wps/feedback', status: 500, times: 1 }] });
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(content).toHaveValue(FAIR);
    expect(within(dialog).getByRole('combobox', { name: 'Question type' })).toHaveValue('GAME');

    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(/FB\d{12}/);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { fakeTab } from '../support/fake-tab';
import { renderApp, setScenario } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => import('@/features/live-chat'));

/** Opens the chat room from the header's live-chat button (the site's CBS3 flag is on by default). */
async function openChatRoom() {
  const view = await renderApp('/down');
  const header = await screen.findByRole('banner');
  // The header's customer service is drawn after the first paint.
  await view.user.click(await within(header).findByRole('button', { name: 'Live chat' }));
  const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
  return { ...view, dialog };
}

const hostButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name}( |$)`) });

// The chat host learned from an answer is kept for the page's life (chat-opening.ts), and a test file is one
// page: the tests on the site's own host come first, the one with a foreign host last.
describe('the live chat', () => {
  it('lists the hosts, online first, and frames the chat with the one chosen', async () => {
    const { user, dialog } = await openChatRoom();
    const list = await within(dialog).findByRole('list', {});
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent?.split(' ')[0]);
    expect(names).toEqual(['Bianca', 'Larissa', 'Juliana', 'Fernanda', 'Camila', 'Patrícia']);
    expect(hostButton(dialog, 'Bianca')).toHaveAccessibleName('Bianca Slots and jackpots Online');
    expect(hostButton(dialog, 'Camila')).toBeDisabled();
    expect(hostButton(dialog, 'Camila')).toHaveTextContent('Offline');
    // The picture comes from the site's image hosts (decorative: the name is the button's text).
    // eslint-disable-next-line testing-library/no-node-access
    expect(hostButton(dialog, 'Bianca').querySelector('img')?.getAttribute('src')).toMatch(
      /\/__cdn(\/alt)?\/avatar\/901\.svg$/,
    );

    await user.click(hostButton(dialog, 'Bianca'));
    const frame = await within(dialog).findByTitle('Live chat with Bianca');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', `${location.origin}/__cdn/launch/chat?desk=live&model=901`);
    expect(within(dialog).getByRole('link', { name: 'Open the chat in a new tab' })).toHaveAttribute(
      'href',
      `${location.origin}/__cdn/launch/chat?desk=live&model=901`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to the hosts' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findByTitle('Live chat with our team')).toHaveAttribute(
      'src',
      `${location.origin}/__cdn/launch/chat?desk=live`,
    );
  });

  it('says why a chat did not open, and opens it on the next try', async () => {
    const { user, dialog } = await openChatRoom();
    await setScenario({ failures: [{ path: '/wps/relay/CBS_launchChat', status: 500, times: 1 }] });
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The chat could not be opened.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByTitle('Live chat with our team')).toBeInTheDocument();
  });

  it('never opens an address that is not http(s)', async () => {
    server.use(
      http.get('*/wps/relay/CBS_launchChat', () =>
        HttpResponse.json({ success: true, value: { chatUrl: 'javascript:alert(1)' } }),
      ),
    );
    const { user, dialog } = await openChatRoom();
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We received an answer we could not read. Please try again.',
    );
    expect(within(dialog).queryByTitle(/Live chat with/)).not.toBeInTheDocument();
  });

  it('says when the hosts could not be loaded, and lists them on a retry', async () => {
    await setScenario({ failures: [{ path: '/wps/relay/CBS_modelList', status: 500, times: 2 }] });
    const { user, dialog } = await openChatRoom();
    const alert = await within(dialog).findByRole('alert', {});
    expect(alert).toHaveTextContent('The hosts could not be loaded.');
    // The team is still there to chat with.
    expect(within(dialog).getByRole('button', { name: 'Start chat' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: /^Bianca/ })).toBeEnabled();
  });

  it('opens the chat in a tab of its own when its host may not be framed, or offers the tab', async () => {
    await setScenario({ chatHost: 'https://chat.example.test' });
    const { tab, open } = fakeTab();
    const { user, dialog } = await openChatRoom();
    await user.click(within(dialog).getByRole('button', { name: 'Start chat' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The chat opened in a new tab.');
    expect(open).toHaveBeenCalledWith('', 'live-chat');
    expect(tab.location.replace).toHaveBeenCalledWith('https://chat.example.test/launch/chat?desk=live');
    expect(tab.opener).toBeNull();
    expect(within(dialog).queryByTitle(/Live chat with/)).not.toBeInTheDocument();

    // Now the host is known: the next chat's tab opens inside the click. Refused, the popup offers it.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the hosts' }));
    open.mockClear();
    open.mockReturnValue(null);
    await user.click(await within(dialog).findByRole('button', { name: /^Juliana/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        "Your browser did not open the chat's tab.",
      ),
    );
    expect(open).toHaveBeenCalledWith('', 'live-chat');
    expect(within(dialog).getByRole('link', { name: 'Open the chat in a new tab' })).toHaveAttribute(
      'href',
      'https://chat.example.test/launch/chat?desk=live&model=904',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { renderApp, setScenario } from '../test-utils';

vi.setConfig({ testTimeout: 45_000 });
beforeAll(() => import('@/features/live-chat'));

const findBar = () => screen.findByRole('complementary', { name: 'Quick contact' });

describe('customer service in the right bar and the header', () => {
  it('is the live chat where the site runs it (CBS3): one entry each, opening the chat room', async () => {
    const { user } = await renderApp('/');
    const header = await screen.findByRole('banner');
    const bar = await findBar();
    const barChat = await within(bar).findByRole('button', { name: 'Live chat' });
    expect(within(bar).queryByRole('link', { name: /Customer service/ })).not.toBeInTheDocument();
    // The messaging links stay.
    expect(within(bar).getByRole('link', { name: 'Telegram' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();

    await user.click(barChat);
    const dialog = await screen.findByRole('dialog', { name: 'Live chat' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(await within(header).findByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: 'Live chat' })).toBeInTheDocument();
  });

  it("is the status answer's desks where it does not: the bar links both, the header the first", async () => {
    await setScenario({ flags: { CBS3: false } });
    await renderApp('/');
    const header = await screen.findByRole('banner');
    const bar = await findBar();
    expect(await within(bar).findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      `${location.origin}/__cdn/launch/chat?desk=1`,
    );
    expect(within(bar).getByRole('link', { name: 'Customer service 2' })).toHaveAttribute(
      'href',
      `${location.origin}/__cdn/launch/chat?desk=2`,
    );
    expect(await within(header).findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      `${location.origin}/__cdn/launch/chat?desk=1`,
    );
    expect(screen.queryByRole('button', { name: 'Live chat' })).not.toBeInTheDocument();
  });
});

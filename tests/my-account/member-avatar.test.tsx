import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

describe('the member’s picture in My account', () => {
  it('comes from /wps/member/info/icon on the site’s image hosts', async () => {
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const identity = await within(dialog).findByRole('region', { name: 'Your details' });
    const picture = await within(identity).findByRole('img', { name: 'Your picture' });
    const src = new URL(picture.getAttribute('src') ?? '');
    expect(src.pathname).toMatch(/\/__cdn(\/alt)?\/avatar\/\d+\.svg$/);
  });

  it('is read from a bare path as the value too (the reference shows no shape for the call)', async () => {
    server.use(
      http.get('*/wps/member/info/icon', () => HttpResponse.json({ success: true, value: '/avatar/7.svg' })),
    );
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const identity = await within(dialog).findByRole('region', { name: 'Your details' });
    const picture = await within(identity).findByRole('img', { name: 'Your picture' });
    expect(new URL(picture.getAttribute('src') ?? '').pathname).toMatch(/\/avatar\/7\.svg$/);
  });

  it('is never loaded from a host the site does not name: the initial stands in', async () => {
    let answered = false;
    server.use(
      http.get('*/wps/member/info/icon', () => {
        answered = true;
        return HttpResponse.json({ success: true, value: { iconUrl: 'https://tracker.example/me.png' } });
      }),
    );
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const identity = await within(dialog).findByRole('region', { name: 'Your details' });
    await waitFor(() => expect(answered).toBe(true));
    // Give the answer time to reach the screen, then: still the initial, and no picture at all.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(identity).toHaveTextContent(/^L/);
    expect(within(identity).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your picture' })).not.toBeInTheDocument();
  });
});

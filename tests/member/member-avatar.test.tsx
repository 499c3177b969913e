import { within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from './member-helpers';

const identityOf = async (dialog: HTMLElement) =>
  (await within(dialog).findByRole('heading', { name: 'Your details' })).closest('section')!;

describe('the member’s picture in My account', () => {
  it('comes from /wps/member/info/icon on the site’s image hosts', async () => {
    await logInAs();
    const { dialog } = await openFromAccountMenu('My account');
    const identity = await identityOf(dialog);
    await waitFor(() => expect(identity.querySelector('img')).not.toBeNull());
    const src = new URL(identity.querySelector('img')!.getAttribute('src')!);
    expect(src.pathname).toMatch(/\/__cdn(\/alt)?\/avatar\/\d+\.svg$/);
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
    const identity = await identityOf(dialog);
    await waitFor(() => expect(answered).toBe(true));
    // Give the answer time to reach the screen, then: still the initial, and no picture at all.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(identity).toHaveTextContent(/^L/);
    expect(identity.querySelector('img')).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

async function identityCard() {
  await logInAs();
  const { dialog } = await openFromAccountMenu('My account');
  return within(dialog).findByRole('region', { name: 'Your details' });
}

function answerAvatar(value: unknown) {
  const seen = { answered: false };
  server.use(
    http.get('*/wps/relay/MCSFE_getPlayerAvatar', () => {
      seen.answered = true;
      return HttpResponse.json({ success: true, value });
    }),
  );
  return seen;
}

describe('the member’s picture in My account', () => {
  it('is one of the built-in pictures for a STATIC avatar, as the platform answers it', async () => {
    const identity = await identityCard();
    const picture = await within(identity).findByRole('img', { name: 'Your picture' });
    // Drawn in the page: nothing is fetched for it.
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture).not.toHaveAttribute('src');
  });

  it('comes from the site’s image hosts for a picture of another type', async () => {
    answerAvatar({ avatar: '/avatar/7.svg', avatarType: 'CUSTOM' });
    const identity = await identityCard();
    const picture = await within(identity).findByRole('img', { name: 'Your picture' });
    expect(new URL(picture.getAttribute('src') ?? '').pathname).toMatch(/\/__cdn(\/alt)?\/avatar\/7\.svg$/);
  });

  it('is never loaded from a host the site does not name: the initial stands in', async () => {
    const seen = answerAvatar({ avatar: 'https://tracker.example/me.png', avatarType: 'CUSTOM' });
    const identity = await identityCard();
    await waitFor(() => expect(seen.answered).toBe(true));
    // Give the answer time to reach the screen, then: still the initial, and no picture at all.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(identity).toHaveTextContent(/^L/);
    expect(within(identity).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your picture' })).not.toBeInTheDocument();
  });
});

import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { referralLink } from '@/lib/referral-link';
import { logInAs } from '../games/games-helpers';
import { openFromAccountMenu } from '../member-centre/member-helpers';

async function openInvite() {
  const { user, dialog } = await openFromAccountMenu('My account');
  await user.click(within(dialog).getByRole('button', { name: /^Invite friends/ }));
  return { user, dialog };
}

function answerReferral(value: unknown) {
  server.use(
    http.get('*/wps/relay/MCSFE_getReferralInfo', () => HttpResponse.json({ success: true, value })),
  );
}

describe('referral link', () => {
  const origin = 'https://play.example';
  it("keeps a server link's path on this site only", () => {
    expect(referralLink('https://play.example/register?referralCode=A1', 'A1', origin)).toBe(
      'https://play.example/register?referralCode=A1',
    );
    expect(referralLink('/r/A1', 'A1', origin)).toBe('https://play.example/r/A1');
    for (const foreign of [
      'https://evil.example/register?x=1',
      '//evil.example/r',
      'javascript:alert(1)',
      null,
    ]) {
      expect(referralLink(foreign, 'A 1', origin)).toBe('https://play.example/register?referralCode=A%201');
    }
  });
});

describe('invite friends', () => {
  // Loads the centre's chunks once, so a slow first transform does not eat the first test's waits.
  beforeAll(async () => {
    await import('@/app/popups/member-centre');
    await import('@/features/referral/invite-friends-page');
  }, 30_000);

  it('shows the link, code, QR code, the Zalo reward and the friends invited', async () => {
    await logInAs();
    const { dialog } = await openInvite();
    const link = `${window.location.origin}/register?referralCode=REF10001`;
    expect(await within(dialog).findByText(link)).toBeInTheDocument();
    expect(within(dialog).getByText('REF10001')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(within(dialog).getByText('Invite friends through Zalo and earn up to 131K')).toBeInTheDocument();

    const friends = within(dialog).getByRole('region', { name: 'Friends invited (4 friends)' });
    expect(within(friends).getByRole('heading', { name: 'Friends invited (4 friends)' })).toBeInTheDocument();
    expect(within(friends).getByText('R$ 65.50')).toBeInTheDocument();
    const rows = within(friends).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/ma\*\*\*na.*Oct 30, 2026.*Registered.*R\$ 0\.00/);
    expect(rows[3]).toHaveTextContent(/lu\*\*\*as.*Active.*R\$ 25\.50/);
  });

  it('copies the link and the code, saying so politely', async () => {
    await logInAs();
    const { user, dialog } = await openInvite();
    await user.click(await within(dialog).findByRole('button', { name: 'Copy referral link' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(
      `${window.location.origin}/register?referralCode=REF10001`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy referral code' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('status')
          .map((s) => s.textContent),
      ).toContain('Copied'),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe('REF10001');
  });

  it('shares through the device when it can', async () => {
    await logInAs();
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user, dialog } = await openInvite();
      await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/register?referralCode=REF10001` }),
      );
      expect(within(dialog).queryByText('Copied')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('copies the link to share where the device cannot share', async () => {
    await logInAs();
    const { user, dialog } = await openInvite();
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toContain('referralCode=REF10001');
  });

  it('never shows a foreign server link, nor the Zalo line when the site does not offer it', async () => {
    answerReferral({
      referralCode: 'REF9',
      referralLink: 'https://evil.example/register?referralCode=REF9',
      zaloReward: false,
      friends: [],
      totalReward: 0,
    });
    await logInAs();
    const { dialog } = await openInvite();
    expect(
      await within(dialog).findByText(`${window.location.origin}/register?referralCode=REF9`),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/evil\.example/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/Zalo/)).not.toBeInTheDocument();
    expect(within(dialog).getByText('No friends invited yet')).toBeInTheDocument();
  });

  it('renders server text as text', async () => {
    answerReferral({
      referralCode: 'REF9',
      referralLink: null,
      zaloReward: true,
      friends: [
        {
          account: '<img src=x onerror=alert(1)>',
          joinTime: '2026-10-01 10:00:00',
          status: 'ACTIVE',
          reward: 1,
        },
      ],
      totalReward: 1,
    });
    await logInAs();
    const { dialog } = await openInvite();
    expect(await within(dialog).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
  });

  it('offers Retry when the details fail, and shows them after', async () => {
    await logInAs();
    let failures = 0;
    server.use(
      http.get('*/wps/relay/MCSFE_getReferralInfo', () => {
        if (failures >= 2) return undefined;
        failures += 1;
        return HttpResponse.json({ success: false, errorCode: 'x', message: 'down' }, { status: 500 });
      }),
    );
    const { user, dialog } = await openInvite();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your referral details could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('REF10001')).toBeInTheDocument();
  });
});

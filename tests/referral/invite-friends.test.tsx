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

function answer(name: string, value: unknown) {
  server.use(http.get(`*/wps/relay/${name}`, () => HttpResponse.json({ success: true, value })));
}

/** player01's link: its third promotion domain (the first two are no plain short host), under SIMPLIFIEDURL3. */
const PLAYER01_LINK = 'https://www.luckyplay-invite.example/?r=REF10001';

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
  });

  it('shows the link built from a promotion domain, the code, QR code, the Zalo reward and the friends', async () => {
    await logInAs();
    const { dialog } = await openInvite();
    expect(await within(dialog).findByText(PLAYER01_LINK)).toBeInTheDocument();
    expect(within(dialog).getByText('REF10001')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
    expect(within(dialog).getByText('Invite friends through Zalo and earn up to 131K')).toBeInTheDocument();

    const friends = within(dialog).getByRole('region', { name: 'Friends invited (4 friends)' });
    expect(await within(friends).findByText('R$ 65.50')).toBeInTheDocument();
    const rows = within(friends).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/ma\*\*\*na.*Oct 30, 2026.*Registered.*R\$ 0\.00/);
    expect(rows[3]).toHaveTextContent(/lu\*\*\*as.*Active.*R\$ 25\.50/);
  });

  it("shows the enabled share channels in the site's order, each sharing the link", async () => {
    await logInAs();
    const { dialog } = await openInvite();
    const channels = await within(dialog).findByRole('list', { name: 'Share on' });
    const links = within(channels).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['WhatsApp', 'Telegram', 'Facebook', 'SMS']);
    const whatsapp = within(channels).getByRole('link', { name: 'Share on WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toContain(PLAYER01_LINK);
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the rules as sanitized HTML, keeping pictures from the image hosts', async () => {
    await logInAs();
    const { dialog } = await openInvite();
    const rules = await within(dialog).findByRole('region', { name: 'Referral rules' });
    expect(await within(rules).findByText('Share your link or code.')).toBeInTheDocument();
    expect(within(rules).getByRole('img', { name: 'Invite friends' })).toBeInTheDocument();
    expect(await within(rules).findByText(/Rewards are credited within 24 hours/)).toBeVisible();
    expect(rules).not.toHaveTextContent('alert(1)');
  });

  it('copies the link and the code, saying so politely', async () => {
    await logInAs();
    const { user, dialog } = await openInvite();
    await user.click(await within(dialog).findByRole('button', { name: 'Copy referral link' }));
    expect(await within(dialog).findByText('Copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(PLAYER01_LINK);
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
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: PLAYER01_LINK }));
      expect(within(dialog).queryByText('Copied')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('skips untrusted promotion domains and falls back to the main domain', async () => {
    answer('MCSFE_getReferralDetails', {
      referralCode: 'REF9',
      affiliateCode: '',
      totalInvitations: 0,
      promotionDomains: ['javascript:alert(1)//x.com', 'evil.example/path', 'user@evil.example', 'a.b.c.d.e'],
    });
    answer('MCSFE_getReferralList', { list: [], footer: { totalReward: 0 }, totalPages: 1 });
    await logInAs();
    const { dialog } = await openInvite();
    expect(await within(dialog).findByText('https://www.luckyplay-demo.example/?r=REF9')).toBeInTheDocument();
    expect(within(dialog).queryByText(/evil\.example/)).not.toBeInTheDocument();
    expect(await within(dialog).findByText('No friends invited yet')).toBeInTheDocument();
  });

  it('renders server text as text', async () => {
    answer('MCSFE_getReferralList', {
      list: [
        {
          account: '<img src=x onerror=alert(1)>',
          joinTime: '2026-10-01 10:00:00',
          status: 'ACTIVE',
          reward: 1,
        },
      ],
      footer: { totalReward: 1 },
      totalPages: 1,
    });
    answer('MCSFE_getReferralRules', '');
    await logInAs();
    const { dialog } = await openInvite();
    expect(await within(dialog).findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img')).toHaveLength(1);
  });

  it('offers Retry when the details fail, and shows them after', async () => {
    await logInAs();
    let failures = 0;
    server.use(
      http.get('*/wps/relay/MCSFE_getReferralDetails', () => {
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

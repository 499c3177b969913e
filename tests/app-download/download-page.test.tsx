import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { siteStatus } from '@mocks/domains/site/site';
import { getState } from '@mocks/state/store';
import { renderApp } from '../test-utils';

beforeAll(() => import('@/features/app-download'));

const apps = () => screen.findByRole('list', { name: 'Apps' });

describe('the app download page', () => {
  it('offers the iOS, Android and iOS lite apps, each with its QR code and download link', async () => {
    await renderApp('/down');
    expect(await screen.findByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    const list = await apps();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'iOS app',
      'Android app',
      'iOS lite',
    ]);
    const [ios, android, lite] = cards;
    expect(within(ios!).getByRole('img', { name: 'QR code for the iOS app' })).toBeInTheDocument();
    expect(within(ios!).getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute(
      'href',
      'https://apps.example.com/luckyplay/ios',
    );
    expect(within(android!).getByRole('img', { name: 'QR code for the Android app' })).toBeInTheDocument();
    const apk = within(android!).getByRole('link', { name: 'Download the Android app' });
    expect(apk).toHaveAttribute('target', '_blank');
    expect(apk).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(lite!).getByRole('link', { name: 'Download the iOS lite' })).toHaveAttribute(
      'href',
      'https://apps.example.com/luckyplay/ios-lite',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'How to install' })).toBeInTheDocument();
  });

  it('says what to do for an app the site has no usable link for, and draws no code for it', async () => {
    // The site's own answer, with the Android app missing and the iOS lite link not a web address.
    server.use(
      http.get('*/wps/system/status', ({ request }) => {
        const status = siteStatus(getState(), new URL(request.url).origin);
        status.info.resources = status.info.resources
          .filter((r) => r.resourceType !== 'Android')
          .map((r) => (r.resourceType === 'IOS_LITE' ? { ...r, url: 'javascript:alert(1)' } : r));
        return HttpResponse.json({ success: true, value: status });
      }),
    );
    await renderApp('/down');
    const [ios, android, lite] = within(await apps()).getAllByRole('article');
    expect(within(ios!).getByRole('link', { name: 'Download the iOS app' })).toBeInTheDocument();
    for (const [card, name] of [
      [android!, 'Android app'],
      [lite!, 'iOS lite'],
    ] as const) {
      expect(
        within(card).getByText(
          `The ${name} is not offered yet. Open this site in your phone's browser: every game plays there too.`,
        ),
      ).toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
      expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    }
    expect(document.body.innerHTML).not.toContain('javascript:');
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { sealServicePath } from '@mocks/domains/site/site';
import { findHeader, renderApp } from '../test-utils';

/**
 * The start-up answer exactly as the reference client reads it (product rules: start-up answer): one whitelabel root
 * object whose nodes each carry their own `enabled`, resources keyed by `resourceType` in the reference's
 * spellings, customer service `{csType, path}` with the path DES-sealed (key = its last 8 characters),
 * and the register rule map in place of our `{direct}`.
 */
function referenceStatus(origin: string) {
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '198.51.100.7' },
    info: {
      customerService: [
        { csType: 'FACEBOOK', path: sealServicePath('https://www.facebook.com/reference.page', 'k3Y8fB0a') },
        { csType: 'LIVECHAT', path: sealServicePath(`${origin}/__cdn/launch/chat?desk=9`, 'Zq81mW4e') },
      ],
      domainRoute: [],
      resources: [
        { resourceType: 'Android', url: 'https://apps.example.com/reference.apk', labelNameEn: 'Android' },
        { resourceType: 'WHATSAPP', url: 'https://wa.me/5511911111111', labelNameEn: 'WhatsApp' },
        { resourceType: 'TELEGRAM', url: 'https://t.me/reference', labelNameEn: 'Telegram' },
        { resourceType: 'SOMETHING_NEW', url: 'https://example.com/new', labelNameEn: 'New' },
      ],
      whitelabel: {
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: [
          // The parent is off; its child FREEPLAY3 is on and stays on.
          {
            modId: 'COMM3',
            enabled: '0',
            childrenNodes: [{ modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] }],
          },
          {
            modId: 'REG3',
            enabled: '1',
            childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }],
          },
        ],
      },
      register: {
        username: {
          enabled: true,
          required: true,
          acceptedPattern: '*',
          patternId: 2,
          minLength: 6,
          maxLength: 16,
        },
        password: {
          enabled: true,
          required: true,
          acceptedPattern: '*',
          patternId: 19,
          minLength: 8,
          maxLength: 20,
        },
      },
      mainDomain: '',
      analytics: { gtagId: '' },
      imageCDNs: [],
      launchGameCDNs: [],
    },
  };
}

function serveStatus(value: (origin: string) => unknown) {
  server.use(
    http.get('*/wps/system/status', ({ request }) =>
      HttpResponse.json({ success: true, value: value(new URL(request.url).origin) }),
    ),
  );
}

describe('start-up on the reference status answer', () => {
  it('shows the home page, offering free play when only the FREEPLAY3 node itself is on', async () => {
    serveStatus(referenceStatus);
    // The visitors' announcement popup would cover the page: seen already in this session.
    sessionStorage.setItem('announcementPopup.B', 'closed');
    await renderApp('/');
    const header = await findHeader();
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Free play' })).toBeInTheDocument();
    // Registration is offered: the username form's flag is on.
    expect(within(header).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();

    // The footer's Facebook comes from the decrypted csType path; the right bar's desk too.
    const footer = await screen.findByRole('contentinfo', {});
    expect(await within(footer).findByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/reference.page',
    );
    const bar = await screen.findByRole('complementary', { name: 'Quick contact' });
    expect(await within(bar).findByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511911111111',
    );
    expect(await within(bar).findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/__cdn\/launch\/chat\?desk=9$/),
    );
  });

  it('starts the site when the parts it can live without are missing', async () => {
    serveStatus(() => ({
      maintenance: false,
      regionRestriction: false,
      info: { whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] } },
    }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome to/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('shows the error page only for an answer it cannot read at all', async () => {
    serveStatus(() => 'not a status');
    await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /cannot reach the site/ })).toBeInTheDocument();
  });
});

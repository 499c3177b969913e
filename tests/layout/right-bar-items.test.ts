import { hasRightBar, rightBarItems } from '@/features/layout/right-bar-items';
import type { Resource } from '@/core';

const resource = (type: Resource['type'], url: string): Resource => ({ type, url, label: '' });

describe('right bar items', () => {
  it('number the links that share an icon, and only those', () => {
    const { links } = rightBarItems(
      [
        resource('WHATSAPP', 'https://wa.me/1'),
        resource('WHATSAPP2', 'https://wa.me/2'),
        resource('TELEGRAM', 'https://t.me/site'),
      ],
      [
        { csType: 'CS1', url: 'https://chat.example.com/1' },
        { csType: 'CS2', url: 'https://chat.example.com/2' },
      ],
    );
    expect(links.map((l) => [l.labelKey, l.ordinal])).toEqual([
      ['rightbar_customer_service', 1],
      ['rightbar_customer_service_2', 2],
      ['contact_whatsapp', 1],
      ['contact_whatsapp2', 2],
      ['contact_telegram', undefined],
    ]);
  });

  it('give the desks up for the live chat where the site runs it, and keep the messaging links', () => {
    const desks = [{ csType: 'CS1', url: 'https://chat.example.com/1' }];
    const withChat = rightBarItems([resource('TELEGRAM', 'https://t.me/site')], desks, true);
    expect(withChat.liveChat).toBe(true);
    expect(withChat.links.map((l) => l.labelKey)).toEqual(['contact_telegram']);
    expect(rightBarItems([], desks).links.map((l) => l.labelKey)).toEqual(['rightbar_customer_service']);
    expect(hasRightBar([], [], true)).toBe(true);
  });

  it('keep the strip for a desk whose link is not read yet, not for a social entry alone', () => {
    expect(hasRightBar([], [{ csType: 'CS1' }])).toBe(true);
    expect(hasRightBar([], [{ csType: 'FACEBOOK' }])).toBe(false);
    expect(hasRightBar([resource('TELEGRAM', 'https://t.me/site')], [])).toBe(true);
    expect(hasRightBar([], [])).toBe(false);
  });
});

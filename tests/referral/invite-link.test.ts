import { describe, expect, it } from 'vitest';
import { inviteLink, readDomain } from '@/features/referral/invite-link';

const site = { mainDomain: 'www.site.example', origin: 'https://play.example:4000' };
const details = (over: Partial<Parameters<typeof inviteLink>[0]> = {}) => ({
  referralCode: 'R1',
  affiliateCode: '',
  totalInvitations: 0,
  promotionDomains: ['promo.example'],
  ...over,
});
const simplified = { simplified: true, affiliateAsQuery: false };
const plain = { simplified: false, affiliateAsQuery: false };

describe('the invite link, as the member centre builds it', () => {
  it('puts www. before a bare promotion domain and ?r= under SIMPLIFIEDURL3', () => {
    expect(inviteLink(details(), simplified, site)).toBe('https://www.promo.example/?r=R1');
    expect(inviteLink(details({ promotionDomains: ['http://go.promo.example/'] }), simplified, site)).toBe(
      'http://go.promo.example/?r=R1',
    );
  });

  it('without it, leads with the affiliate code as a sub-domain, or as a query under SUFAFFCODE3', () => {
    const withAffiliate = details({ affiliateCode: 'AG1', promotionDomains: ['www.promo.example'] });
    expect(inviteLink(withAffiliate, plain, site)).toBe('https://ag1.promo.example/?referralCode=R1');
    expect(inviteLink(withAffiliate, { simplified: false, affiliateAsQuery: true }, site)).toBe(
      'https://www.promo.example/?affiliateCode=AG1&referralCode=R1',
    );
    expect(inviteLink(details(), plain, site)).toBe('https://www.promo.example/?referralCode=R1');
  });

  it('skips a domain that is no plain short host name, then the main domain, then this origin', () => {
    for (const bad of [
      'javascript:alert(1)',
      'https://promo.example/path',
      'ftp://promo.example',
      'user@promo.example',
      'promo.example:8080',
      'a.b.c.promo.example',
      '',
    ]) {
      expect(readDomain(bad)).toBeNull();
    }
    expect(inviteLink(details({ promotionDomains: ['a.b.c.d'] }), simplified, site)).toBe(
      'https://www.site.example/?r=R1',
    );
    expect(inviteLink(details({ promotionDomains: [] }), simplified, { ...site, mainDomain: '' })).toBe(
      'https://play.example:4000/?r=R1',
    );
  });
});

import type { ReferralDetails } from '@/core/api/referral-details';

/** The site flags that shape the link (the member centre's withInvite, spec 5 70542479384 @~464,500). */
export interface InviteFlags {
  /** SIMPLIFIEDURL3: `/?r=<referralCode>`. */
  simplified: boolean;
  /** SUFAFFCODE3: the affiliate code as `?affiliateCode=`, not as a sub-domain. */
  affiliateAsQuery: boolean;
}

interface SiteAddress {
  /** The status answer's main domain, the member centre's fallback. */
  mainDomain: string;
  /** This page's origin, the last resort. */
  origin: string;
}

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})+$`);
const ONE_LABEL = new RegExp(`^${LABEL}$`);

/**
 * A promotion domain as a plain host name, with the scheme it names (http or https only), or null: no
 * user, port, path, query or other scheme; the member centre also skips a domain with 3 dots or more.
 */
export function readDomain(raw: string): { protocol: string; host: string } | null {
  const text = raw.trim().toLowerCase();
  const scheme = /^(https?):\/\//.exec(text);
  const host = (scheme ? text.slice(scheme[0].length) : text).replace(/\/$/, '');
  if (!HOST.test(host) || host.length > 253 || host.split('.').length - 1 >= 3) return null;
  return { protocol: scheme ? `${scheme[1]}:` : 'https:', host };
}

/** Whether the affiliate code leads the host; one that is no valid host label goes in the query instead. */
function subdomainOf(affiliate: string, flags: InviteFlags): boolean {
  return (
    affiliate !== '' &&
    !flags.affiliateAsQuery &&
    !flags.simplified &&
    ONE_LABEL.test(affiliate.toLowerCase())
  );
}

/**
 * The invite link, built as the member centre builds it: the first usable promotion domain (else the main
 * domain) with `www.` before a bare domain, then `?r=<referralCode>` under SIMPLIFIEDURL3; else the
 * affiliate code as a sub-domain (or `?affiliateCode=` under SUFAFFCODE3) and `?referralCode=`. With no
 * usable domain the link stays on this page's origin. A domain without a scheme is taken as https.
 */
export function inviteLink(details: ReferralDetails, flags: InviteFlags, site: SiteAddress): string {
  const affiliate = details.affiliateCode.trim();
  const code = details.referralCode.trim();
  const domain =
    details.promotionDomains.map(readDomain).find((found) => found !== null) ?? readDomain(site.mainDomain);

  let url: URL;
  if (domain === null) {
    url = new URL('/', site.origin);
  } else {
    const labels = domain.host.split('.');
    const asSubdomain = subdomainOf(affiliate, flags);
    // A sub-domain replaces the first label of a three-label host (www.site.com -> code.site.com).
    const host = asSubdomain
      ? `${affiliate.toLowerCase()}.${labels.length === 3 ? labels.slice(1).join('.') : domain.host}`
      : `${labels.length < 3 ? 'www.' : ''}${domain.host}`;
    try {
      url = new URL(`${domain.protocol}//${host}/`);
    } catch {
      url = new URL('/', site.origin);
    }
  }
  if (flags.simplified) {
    url.searchParams.set('r', code);
  } else {
    const inQuery = domain === null || !subdomainOf(affiliate, flags);
    if (affiliate && inQuery) url.searchParams.set('affiliateCode', affiliate);
    if (code) url.searchParams.set('referralCode', code);
  }
  return url.toString();
}

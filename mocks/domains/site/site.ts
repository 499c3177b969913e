import { desEncrypt } from '@/api/crypto';
import { buildWhitelabelTree, type WhitelabelNode } from './flags';
import { defaultRegisterRules, type FieldRule } from '../register/register-rules';
import type { MockState } from '../../state/mock-state';
import { GEETEST_SDK_VERSION } from '../geetest/geetest';

export interface Resource {
  /** The reference's spellings (`Android`, `WHATSAPP`, ...); the client reads them case-insensitively. */
  resourceType: string;
  url: string;
  labelNameEn: string;
}

export interface ServiceEntry {
  csType: string;
  /** DES-sealed: cipher text (base64) followed by its 8-character key (product rules: start-up answer). */
  path: string;
}

export interface SiteStatusValue {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  info: {
    siteName: string;
    customerService: ServiceEntry[];
    domainRoute: string[];
    resources: Resource[];
    whitelabel: WhitelabelNode;
    register: Record<string, FieldRule>;
    mainDomain: string;
    analytics: { gtagId: string | null };
    imageCDNs: string[];
    launchGameCDNs: string[];
    defaultLanguage: 'EN';
    currency: 'BRL';
    currencySymbol: 'R$';
    /** Named only while the site asks for Geetest v4 (the scenario's `geetest`). */
    geetestSdkVersion?: string;
  };
}

export const mirrorDomains: readonly string[] = [
  'https://www.luckyplay-demo.example',
  'https://m1.luckyplay-demo.example',
  'https://m2.luckyplay-demo.example',
];

// The reference's spellings where it shows them (Android, WHATSAPP, FACEBOOK, INSTAGRAM, TELEGRAM).
const resources: Resource[] = [
  { resourceType: 'IOS', url: 'https://apps.example.com/luckyplay/ios', labelNameEn: 'iOS app' },
  {
    resourceType: 'Android',
    url: 'https://apps.example.com/luckyplay/android.apk',
    labelNameEn: 'Android app',
  },
  { resourceType: 'IOS_LITE', url: 'https://apps.example.com/luckyplay/ios-lite', labelNameEn: 'iOS lite' },
  { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/luckyplay.demo', labelNameEn: 'Facebook' },
  { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@luckyplay.demo', labelNameEn: 'YouTube' },
  { resourceType: 'WHATSAPP', url: 'https://wa.me/5511900000000', labelNameEn: 'WhatsApp' },
  { resourceType: 'WHATSAPP2', url: 'https://wa.me/5511900000001', labelNameEn: 'WhatsApp 2' },
  { resourceType: 'WHATSAPP3', url: 'https://wa.me/5511900000002', labelNameEn: 'WhatsApp 3' },
  { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@luckyplay.demo', labelNameEn: 'TikTok' },
  { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/luckyplay.demo', labelNameEn: 'Instagram' },
  { resourceType: 'TWITTER', url: 'https://x.com/luckyplay_demo', labelNameEn: 'X' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/luckyplay_demo', labelNameEn: 'Telegram' },
];

/** Seals a customer-service link as the reference's backend does: the key is the path's last 8 characters. */
export function sealServicePath(url: string, key: string): string {
  if (key.length !== 8) throw new Error('a service path key has 8 characters');
  return desEncrypt(url, key) + key;
}

/** The permission answer in the reference's shape; CDN hosts are the mock's own origin so nothing leaves the machine. */
export function siteStatus(state: MockState, origin: string): SiteStatusValue {
  return {
    maintenance: state.scenario.status === 'maintenance',
    regionRestriction: state.scenario.status === 'region',
    location: { ip: '203.0.113.45', country: 'BR' },
    info: {
      siteName: 'LuckyPlay Demo',
      customerService: [
        { csType: 'CS1', path: sealServicePath(`${origin}/__cdn/launch/chat?desk=1`, 'Lp8cS1k3') },
        { csType: 'CS2', path: sealServicePath(`${origin}/__cdn/launch/chat?desk=2`, 'Lp8cS2k7') },
      ],
      domainRoute: [...mirrorDomains],
      resources: resources.map((r) => ({ ...r })),
      whitelabel: buildWhitelabelTree(state.flags),
      register: defaultRegisterRules(),
      mainDomain: 'www.luckyplay-demo.example',
      analytics: { gtagId: state.scenario.gtagId },
      imageCDNs: [`${origin}/__cdn`, `${origin}/__cdn/alt`],
      launchGameCDNs: [`${origin}/__cdn`, `${origin}/__cdn/alt`],
      defaultLanguage: 'EN',
      currency: 'BRL',
      currencySymbol: 'R$',
      ...(state.scenario.geetest ? { geetestSdkVersion: GEETEST_SDK_VERSION } : {}),
    },
  };
}

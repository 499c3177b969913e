import { buildWhitelabelTree, type WhitelabelNode } from './flags';
import type { MockState } from './store';

export type ResourceType =
  | 'IOS'
  | 'ANDROID'
  | 'IOS_LITE'
  | 'FACEBOOK'
  | 'YOUTUBE'
  | 'WHATSAPP'
  | 'WHATSAPP2'
  | 'WHATSAPP3'
  | 'TIKTOK'
  | 'INSTAGRAM'
  | 'TWITTER'
  | 'TELEGRAM';

export interface SiteStatusValue {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
  info: {
    siteName: string;
    customerService: { name: string; url: string }[];
    domainRoute: string[];
    resources: { type: ResourceType; url: string }[];
    whitelabel: WhitelabelNode[];
    register: { direct: boolean };
    mainDomain: string;
    analytics: { gtagId: string | null };
    imageCDNs: string[];
    launchGameCDNs: string[];
    defaultLanguage: 'EN';
    currency: 'BRL';
    currencySymbol: 'R$';
  };
}

export const mirrorDomains: readonly string[] = [
  'https://www.luckyplay-demo.example',
  'https://m1.luckyplay-demo.example',
  'https://m2.luckyplay-demo.example',
];

const resources: { type: ResourceType; url: string }[] = [
  { type: 'IOS', url: 'https://apps.example.com/luckyplay/ios' },
  { type: 'ANDROID', url: 'https://apps.example.com/luckyplay/android.apk' },
  { type: 'IOS_LITE', url: 'https://apps.example.com/luckyplay/ios-lite' },
  { type: 'FACEBOOK', url: 'https://www.facebook.com/luckyplay.demo' },
  { type: 'YOUTUBE', url: 'https://www.youtube.com/@luckyplay.demo' },
  { type: 'WHATSAPP', url: 'https://wa.me/5511900000000' },
  { type: 'WHATSAPP2', url: 'https://wa.me/5511900000001' },
  { type: 'WHATSAPP3', url: 'https://wa.me/5511900000002' },
  { type: 'TIKTOK', url: 'https://www.tiktok.com/@luckyplay.demo' },
  { type: 'INSTAGRAM', url: 'https://www.instagram.com/luckyplay.demo' },
  { type: 'TWITTER', url: 'https://x.com/luckyplay_demo' },
  { type: 'TELEGRAM', url: 'https://t.me/luckyplay_demo' },
];

/** The permission answer; CDN hosts are the mock's own origin so nothing leaves the machine. */
export function siteStatus(state: MockState, origin: string): SiteStatusValue {
  return {
    maintenance: state.scenario.status === 'maintenance',
    regionRestriction: state.scenario.status === 'region',
    location: { ip: '203.0.113.45', country: 'BR' },
    info: {
      siteName: 'LuckyPlay Demo',
      customerService: [
        { name: 'Customer Service 1', url: `${origin}/__cdn/launch/chat?desk=1` },
        { name: 'Customer Service 2', url: `${origin}/__cdn/launch/chat?desk=2` },
      ],
      domainRoute: [...mirrorDomains],
      resources: resources.map((r) => ({ ...r })),
      whitelabel: buildWhitelabelTree(state.flags),
      register: { direct: true },
      mainDomain: 'www.luckyplay-demo.example',
      analytics: { gtagId: state.scenario.gtagId },
      imageCDNs: [`${origin}/__cdn`, `${origin}/__cdn/alt`],
      launchGameCDNs: [`${origin}/__cdn`, `${origin}/__cdn/alt`],
      defaultLanguage: 'EN',
      currency: 'BRL',
      currencySymbol: 'R$',
    },
  };
}

import { readServiceLinks } from '@/core/customer-service';
import { call, valueOf } from './mock-client';

interface Status {
  info: {
    customerService: { csType: string; path: string }[];
    resources: { resourceType: string; url: string; labelNameEn: string }[];
    whitelabel: { modId: string; enabled: string; childrenNodes: unknown[] };
    register: Record<string, { enabled: boolean; acceptedPattern: string }>;
  };
}

describe('the mock status answer, in the reference shape (product rules: start-up answer)', () => {
  it('seals customer-service paths, spells resources and sends one whitelabel root and the rule map', async () => {
    const { info } = valueOf<Status>(await call('/wps/system/status', { headers: { ModuleId: 'COMM3' } }));
    expect(info.customerService.length).toBeGreaterThan(0);
    for (const entry of info.customerService) expect(entry.path).not.toMatch(/^https?:/);
    const links = await readServiceLinks(info.customerService);
    expect(links.map((l) => l.url)).toEqual([
      `${location.origin}/__cdn/launch/chat?desk=1`,
      `${location.origin}/__cdn/launch/chat?desk=2`,
    ]);
    expect(info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['Android', 'WHATSAPP', 'FACEBOOK', 'INSTAGRAM', 'TELEGRAM']),
    );
    expect(info.resources.every((r) => r.labelNameEn !== '')).toBe(true);
    expect(Array.isArray(info.whitelabel)).toBe(false);
    expect(info.whitelabel.childrenNodes.length).toBeGreaterThan(0);
    expect(info.register.username).toMatchObject({ enabled: true });
  });
});

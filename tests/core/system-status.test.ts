import { systemStatus } from '@/core/api/system-status';
import { resourceOf } from '@/core/resources';

const parse = (info: Record<string, unknown>) =>
  systemStatus.response.parse({ maintenance: false, regionRestriction: false, info });

describe('the status answer', () => {
  it("reads resources by the reference's resourceType spellings, labelNameEn as label, unknown kinds left out", () => {
    const { resources } = parse({
      resources: [
        { resourceType: 'Android', url: 'https://apps.example/a.apk', labelNameEn: 'Android app' },
        { resourceType: 'WHATSAPP', url: 'https://wa.me/1' },
        { type: 'IOS', url: 'https://apps.example/ios' },
        { resourceType: 'HOLOGRAM', url: 'https://example.com/h' },
        { resourceType: 'TELEGRAM' },
      ],
    }).info;
    expect(resources.map((r) => r.type)).toEqual(['ANDROID', 'WHATSAPP', 'IOS']);
    expect(resourceOf(resources, 'Android')).toEqual({
      type: 'ANDROID',
      url: 'https://apps.example/a.apk',
      label: 'Android app',
    });
    expect(resourceOf(resources, 'whatsapp')?.url).toBe('https://wa.me/1');
    expect(resourceOf(resources, 'TELEGRAM')).toBeUndefined();
  });

  it('skips a resource whose link is not http(s) on lookup', () => {
    const { resources } = parse({
      resources: [{ resourceType: 'FACEBOOK', url: 'javascript:alert(1)' }],
    }).info;
    expect(resourceOf(resources, 'FACEBOOK')).toBeUndefined();
  });

  it('reads customer service as {csType, path}, and our {name, url} as the same', () => {
    const { customerService } = parse({
      customerService: [
        { csType: 'FACEBOOK', path: 'sealed12345678' },
        { name: 'Desk', url: 'https://x.example' },
      ],
    }).info;
    expect(customerService).toEqual([
      { csType: 'FACEBOOK', path: 'sealed12345678' },
      { csType: 'Desk', path: 'https://x.example' },
    ]);
  });

  it('reads the register rule map, and our {direct}', () => {
    const rules = parse({
      register: {
        username: {
          enabled: true,
          required: true,
          acceptedPattern: '*',
          minLength: 6,
          maxLength: 16,
          patternId: 2,
        },
      },
    }).info.register;
    expect(rules.rules?.username).toMatchObject({ enabled: true, required: true, acceptedPattern: '*' });
    expect(parse({ register: { direct: 1 } }).info.register).toEqual({ direct: true });
  });

  it('starts without analytics, resources, customer service, domain routes, main domain or image hosts', () => {
    const { info } = parse({ analytics: null, resources: 'none', customerService: 7 });
    expect(info).toMatchObject({
      analytics: {},
      resources: [],
      customerService: [],
      domainRoute: [],
      mainDomain: '',
      imageCDNs: [],
      whitelabel: [],
      register: {},
    });
  });

  it('is unreadable without info', () => {
    expect(systemStatus.response.safeParse({ maintenance: false }).success).toBe(false);
  });
});

import { canFrame, frameSandbox } from '@/lib/frame-hosts';

describe('which pages the portal shows inside itself', () => {
  const site = 'https://portal.example';

  it('frames the site itself only when self is named', () => {
    expect(canFrame('https://portal.example/__cdn/launch/chat?desk=1', 'self', site)).toBe(true);
    expect(canFrame('https://portal.example/__cdn/launch/chat', 'https://chat.example', site)).toBe(false);
  });

  it('frames a named host by its origin, and no other', () => {
    const hosts = 'self https://chat.example, https://games.example';
    expect(canFrame('https://chat.example/room/7', hosts, site)).toBe(true);
    expect(canFrame('https://games.example:443/play', hosts, site)).toBe(true);
    expect(canFrame('http://chat.example/room/7', hosts, site)).toBe(false);
    expect(canFrame('https://evil.example/chat.example', hosts, site)).toBe(false);
  });

  it('never frames an address that is not http(s)', () => {
    expect(canFrame('javascript:alert(1)', 'self', site)).toBe(false);
    expect(canFrame('/relative/path', 'self', site)).toBe(false);
    expect(canFrame('https://chat.example', '', site)).toBe(false);
  });
});

describe('the sandbox of a framed page', () => {
  const site = 'https://portal.example';
  const allowances = ['allow-scripts', 'allow-same-origin', 'allow-forms'];

  it("never gives a page of the portal's own origin both its scripts and its origin", () => {
    const sandbox = frameSandbox('https://portal.example/__cdn/launch/chat?desk=1', allowances, site);
    expect(sandbox.split(' ')).toEqual(['allow-scripts', 'allow-forms']);
    expect(frameSandbox('/__cdn/launch/game', allowances, site)).not.toContain('allow-same-origin');
  });

  it('lets a page of another origin keep its own origin', () => {
    expect(frameSandbox('https://games.example/play', allowances, site).split(' ')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-same-origin',
    ]);
    // Another port or scheme is another origin.
    expect(frameSandbox('http://portal.example/play', allowances, site)).toContain('allow-same-origin');
  });

  it("treats an address it cannot read as the portal's own", () => {
    expect(frameSandbox('http://[bad', allowances, site)).not.toContain('allow-same-origin');
  });
});

import { flattenWhitelabel } from '@/core/whitelabel';

describe('flattenWhitelabel', () => {
  it("walks the reference's single root node, each node keeping its own flag", () => {
    const root = {
      modId: 'ROOT',
      enabled: '1' as const,
      childrenNodes: [
        {
          modId: 'COMM3',
          enabled: '0' as const,
          childrenNodes: [
            { modId: 'FREEPLAY3', enabled: '1' as const, childrenNodes: [] },
            { modId: 'CAPTCHA3', enabled: '0' as const, childrenNodes: [] },
          ],
        },
      ],
    };
    expect(flattenWhitelabel(root)).toEqual({ ROOT: true, COMM3: false, FREEPLAY3: true, CAPTCHA3: false });
  });

  it('still reads a list of roots, with the same rule', () => {
    const list = [
      {
        modId: 'REG3',
        enabled: '0' as const,
        childrenNodes: [{ modId: 'USERNAMEREG3', enabled: '1' as const }],
      },
      { modId: 'GAMELO3', enabled: '1' as const },
    ];
    expect(flattenWhitelabel(list)).toEqual({ REG3: false, USERNAMEREG3: true, GAMELO3: true });
  });

  it('gives no flags for a missing tree', () => {
    expect(flattenWhitelabel(undefined)).toEqual({});
  });
});

import { axiosFetchOnly } from '../../server/axios-fetch-only';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const plugin = axiosFetchOnly();
const resolveId = plugin.resolveId as Hook;
const load = plugin.load as Hook;

describe('the build without axios’s XMLHttpRequest adapter', () => {
  it('answers only axios’s own import of it, with the value axios uses where there is no XMLHttpRequest', () => {
    const adapters = '/repo/node_modules/axios/lib/adapters/adapters.js';
    const id = resolveId.call({}, './xhr.js', adapters);
    expect(id).toEqual(expect.any(String));
    expect(load.call({}, id)).toBe('export default false;');
    expect(resolveId.call({}, './xhr.js', '/repo/src/api/client.ts')).toBeNull();
    expect(resolveId.call({}, './fetch.js', adapters)).toBeNull();
    expect(load.call({}, '/repo/src/api/client.ts')).toBeNull();
  });

  it('leaves the tests and the dev server on the real axios', () => {
    expect(plugin.apply).toBe('build');
  });
});

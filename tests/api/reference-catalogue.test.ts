import type { Endpoint } from '@/api/endpoint';
import { allEndpoints } from './all-endpoints';
import { referenceCatalogue, type ReferenceCall } from './reference-catalogue';

/** What an endpoint contradicts in a reference entry for its link, or null when it agrees with it. */
function disagreement(e: Endpoint, ref: ReferenceCall): string | null {
  if (e.moduleId !== ref.moduleId) return `module id ${e.moduleId}, reference ${ref.moduleId}`;
  if (ref.method && e.method !== ref.method) return `method ${e.method}, reference ${ref.method}`;
  if (e.encrypted !== ref.encrypted) return `encrypted ${e.encrypted}, reference ${ref.encrypted}`;
  if (ref.token === 'yes' && e.token === 'none') return 'no token, reference sends it';
  if (ref.token === 'no' && e.token === 'required') return 'token required, reference sends none';
  return null;
}

/**
 * The reference entries an endpoint is: same link, and the same method where the reference shows one (our
 * PUT /wps/member/info, the profile save, is not the reference's GET of the member info).
 */
const refsOf = (e: Endpoint) =>
  referenceCatalogue.filter((ref) => ref.link === e.link && (ref.method === null || ref.method === e.method));

describe('the endpoints against the reference client (protocol: every call)', () => {
  const referenced = allEndpoints.filter((e) => refsOf(e).length > 0);

  it('cover the reference calls the portal makes', () => {
    expect(referenced.length).toBeGreaterThan(0);
  });

  it.each(referenced.map((e) => [e.name, e] as const))('%s speaks as the reference does', (_name, e) => {
    const refs = refsOf(e);
    const problems = refs.map((ref) => disagreement(e, ref));
    if (problems.includes(null)) return;
    expect(problems.join('; ')).toBe('');
  });

  it("claim the reference only with the reference's method", () => {
    const drifted = allEndpoints
      .filter((e) => e.source === 'reference' && refsOf(e).length === 0)
      .filter((e) => referenceCatalogue.some((ref) => ref.link === e.link))
      .map((e) => e.name);
    expect(drifted).toEqual([]);
  });

  it('mark as ours only the calls the reference does not show', () => {
    const ours = referenced.filter((e) => e.source === 'ours').map((e) => e.name);
    expect(ours).toEqual([]);
  });
});

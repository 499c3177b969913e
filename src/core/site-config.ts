import { useMemo } from 'react';
import { useSystemStatus } from './api/system-status';
import { flattenWhitelabel } from './whitelabel';

export { systemStatusQuery, useSystemStatus } from './api/system-status';

/**
 * Site flags (product rules: data the portal reads and keeps, whitelabelVal), from the status answer's whitelabel tree as the reference
 * takes them (the separate whitelabel call has no caller there). A flag absent from it counts as off.
 */
export function useSiteFlags(): Record<string, boolean> {
  const tree = useSystemStatus().data?.info.whitelabel;
  return useMemo(() => (tree ? flattenWhitelabel(tree) : {}), [tree]);
}

/**
 * Whether the header offers registration: our builds' `register.direct` where sent; with the reference's
 * rule map in its place, when a registration form is switched on (the popup offers exactly those).
 */
export function useCanRegister(): boolean {
  const direct = useSystemStatus().data?.info.register.direct;
  const flags = useSiteFlags();
  return direct ?? (flags.USERNAMEREG3 === true || flags.MOBILENUMREG3 === true);
}

import type { QueryClient } from '@tanstack/react-query';
import { memberKeyRoot, walletKeyRoot } from './member-data-keys';

export { memberKeyRoot, walletKeyRoot } from './member-data-keys';
export { memberInfoQuery, useMemberInfo } from './api/member-info-query';

/** Forgets every member's data held by React Query (the session store is cleared by the caller). */
export function forgetMemberData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: memberKeyRoot });
  queryClient.removeQueries({ queryKey: walletKeyRoot });
}

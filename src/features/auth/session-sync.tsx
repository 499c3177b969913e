import { useEffect } from 'react';
import { selectToken, useMemberInfo, useSessionStore } from '@/core';

/**
 * Keeps the identity in step with the token: whenever a token is held, member info is fetched and a
 * successful answer marks the user logged in and stores the identity (spec 1 section 4).
 */
export function SessionSync() {
  const token = useSessionStore(selectToken);
  const setMember = useSessionStore((s) => s.setMember);
  const { data } = useMemberInfo();
  useEffect(() => {
    if (data && useSessionStore.getState().token === token) setMember(data);
  }, [data, token, setMember]);
  return null;
}

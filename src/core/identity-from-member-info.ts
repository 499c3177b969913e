import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@/api';
import { memberInfoQuery } from './api/member-info-query';
import { sessionScope } from './session-scope';
import { useSessionStore } from './session-store';

/** Member info read for `token` becomes the identity, while that token is still the session's. */
export function adoptMemberInfo(token: string | null, member: MemberInfo): void {
  // An answer for a token since replaced (or a session since ended) says nothing about the current one.
  if (token !== null && useSessionStore.getState().token === token)
    useSessionStore.getState().setMember(member);
}

/**
 * Keeps the session's identity derived from the member-info query: whenever a token is held, member info is
 * read (and kept read, as any screen's query is), and each answer, a changed nickname included, becomes the
 * identity (product rules: states and flows). Returns how to stop following.
 */
export function followMemberInfo(queryClient: QueryClient): () => void {
  const observer = new QueryObserver(queryClient, memberInfoQuery(useSessionStore.getState().token));
  let adopted: unknown;
  // Called for every change of the query's state (fetching, refetching): only a new answer is adopted.
  const adopt = () => {
    const { data } = observer.getCurrentResult();
    if (!data || data === adopted) return;
    adopted = data;
    // The answer's key names its session by scope (never by token): adopted only while that is the session's.
    const { token } = useSessionStore.getState();
    if (token !== null && observer.getCurrentQuery().queryKey[2] === sessionScope(token))
      adoptMemberInfo(token, data);
  };
  const stopAnswers = observer.subscribe(adopt);
  const stopSessions = useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) observer.setOptions(memberInfoQuery(state.token));
  });
  adopt();
  return () => {
    stopSessions();
    stopAnswers();
  };
}

import { endpoint, request } from '@/api';
// The profile calls answer the same shape: it stays with the shared schemas.
import { memberInfo as memberInfoAnswer } from '@/api/schemas/member';

/**
 * Who is logged in (product rules: account calls: `id`, `account`, `nickname`, `type`), read after login and
 * on every reload; the platform's fields as spec 5 (2.8) shows them: the VIP label with its colours, `regDate`
 * in ms, a masked `mobile`, `payee`, `mobileVerified`, `bindGA` (70779503151, 70542479384). Its query is in
 * member-info-query.ts, which a visitor's first screen carries without this module and its schema.
 */
export const memberInfo = endpoint({
  name: 'memberInfo',
  link: '/wps/member/info',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'required',
  source: 'reference',
  response: memberInfoAnswer,
});

export const fetchMemberInfo = (signal?: AbortSignal) => request(memberInfo, { signal });

import type { HttpHandler } from 'msw';
import type { Endpoint } from '@/api/endpoint';
import { handle, type CallResolver, type HandleOptions, type MemberContext } from '../protocol/define-call';
import { badRequest } from '../protocol/mock-failure';
import { AGENT_TYPES } from '../state/agents';
import type { Member } from '../state/members';
import { refuseTrial } from './money-checks';

/**
 * Every agent-centre call: a trial account is refused as in the member centre, and a member who is not an
 * agent gets spec 2's "only agents" error (section 8).
 */
export function requireAgent(member: Member): void {
  refuseTrial(member);
  if (!AGENT_TYPES.has(member.type)) {
    throw badRequest('agent.only', 'Only agents can use the agent area; please contact your agent');
  }
}

/**
 * handle() for a token-required endpoint, its resolver given the member. handle() refuses such a call
 * without a session before any resolver runs, but its types see `token` only as TokenUse (endpoint()
 * does not keep the literal), so they cannot tell; this says it once, and checks the endpoint is one.
 */
export function handleForMember(
  endpoint: Endpoint,
  resolver: (ctx: MemberContext) => unknown,
  options?: HandleOptions,
): HttpHandler[] {
  if (endpoint.token !== 'required') throw new Error(`${endpoint.name} does not require a member`);
  return handle(endpoint, resolver as CallResolver, options);
}

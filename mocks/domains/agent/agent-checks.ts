import { badRequest } from '../../protocol/mock-failure';
import { AGENT_TYPES } from './agents';
import type { Member } from '../members/members';
import { refuseTrial } from '../money/money-checks';

/**
 * Every agent-centre call: a trial account is refused as in the member centre, and a member who is not an
 * agent gets the product's "only agents" error (product rules: member and agent messages).
 */
export function requireAgent(member: Member): void {
  refuseTrial(member);
  if (!AGENT_TYPES.has(member.type)) {
    throw badRequest('agent.only', 'Only agents can use the agent area; please contact your agent');
  }
}

import type { ContractKind } from './agents';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';

/**
 * Each contract kind, the site flag that can switch it off, the keys the member centre reads it under (spec
 * 5 2.9, decision 065) and its flat field of an offer waiting (the reference's names; real-time salary's is
 * ours).
 */
const kindFields: readonly [ContractKind, string, readonly string[], string][] = [
  ['DAILY_SALARY', 'DAILYSAL3', ['dailysalinfotype'], 'dailysalreqtype'],
  ['DIVIDEND', 'DIVIDEND3', ['divtypeinfo', 'divtypecompperiodinfo'], 'divtypereq'],
  ['HOURLY_SALARY', 'HOURSAL3', ['contracthoursalinfo'], 'contracthoursalreq'],
  ['REALTIME_SALARY', 'RTSALARY3', ['realtimesalinfotype'], 'realtimesalreqtype'],
];

/** The one product type the mock's contracts cover (the member centre orders `CONS` first). */
const PRODUCT_TYPE = 'CONS';

/**
 * A kind on, in the member centre's shape: `value[key][productType].agent[] {status}` with one agent line of
 * status `A`; `divtypecompperiodinfo` one level deeper, by computation period. Off: an empty object.
 */
function agentShape(key: string, on: boolean): Record<string, unknown> {
  if (!on) return {};
  const agent = [{ status: 'A' }];
  return key === 'divtypecompperiodinfo'
    ? { [PRODUCT_TYPE]: { SEMIMONTHLY: { agent } } }
    : { [PRODUCT_TYPE]: { agent } };
}

/** The consolidated data: the kinds in the member centre's nested shape, an offer waiting as 1 or 0. */
export function consolidatedOf(state: MockState, member: Member): Record<string, unknown> {
  const kinds = state.agents.contractKinds.get(member.id);
  const waiting = (kind: ContractKind) =>
    state.agents.contracts.some((c) => c.kind === kind && c.toId === member.id && c.status === 'PENDING');
  return Object.fromEntries(
    kindFields.flatMap(([kind, flag, keys, req]) => {
      const on = kinds?.has(kind) === true && state.flags.get(flag) !== false;
      return [...keys.map((key) => [key, agentShape(key, on)]), [req, waiting(kind) ? 1 : 0]];
    }),
  );
}

import { callGroup, defineCall } from '../protocol/define-call';
import { memberInfoValue } from './member-info';

const AGENT_TYPES = new Set([1, 2, 41, 42]);

export const memberHandlers = callGroup(
  defineCall({ methods: ['get'], path: '/wps/member/info', token: 'required' }, ({ member }) =>
    member ? memberInfoValue(member) : null,
  ),
  defineCall({ methods: ['get'], path: '/wps/member/info/icon', token: 'required' }, ({ member }) => ({
    iconUrl: `/avatar/${member?.id ?? 0}.svg`,
  })),
  // Contract kinds the member's agent policy allows: 1 offered, 0 not (agents get all four).
  defineCall(
    { methods: ['get'], path: '/wps/member/info/funds/consolidated', token: 'required' },
    ({ member }) => {
      const on = member && AGENT_TYPES.has(member.type) ? 1 : 0;
      return { dailysalreqtype: on, divtypereq: on, contracthoursalreq: on, realtimesalreqtype: on };
    },
  ),
);

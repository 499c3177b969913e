import { memberIcon } from '@/features/member-centre/api/member-icon';
import { callGroup, defineCall, handle } from '../protocol/define-call';
import { memberInfoValue } from './member-info';

export const memberHandlers = callGroup(
  defineCall({ methods: ['get'], path: '/wps/member/info', token: 'required' }, ({ member }) =>
    member ? memberInfoValue(member) : null,
  ),
  handle(memberIcon, ({ member }) => ({ iconUrl: `/avatar/${member.id}.svg` })),
);

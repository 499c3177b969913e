import { callGroup, defineCall } from '../protocol/define-call';
import { memberInfoValue } from './member-info';

export const memberHandlers = callGroup(
  defineCall({ methods: ['get'], path: '/wps/member/info', token: 'required' }, ({ member }) =>
    member ? memberInfoValue(member) : null,
  ),
  defineCall({ methods: ['get'], path: '/wps/member/info/icon', token: 'required' }, ({ member }) => ({
    iconUrl: `/avatar/${member?.id ?? 0}.svg`,
  })),
);

import { memberInfo } from '@/core/api/member-info';
import { callGroup, defineCall, handle } from '../protocol/define-call';
import { memberInfoValue } from './member-info';

export const memberHandlers = callGroup(
  handle(memberInfo, ({ member }) => (member ? memberInfoValue(member) : null)),
  defineCall({ methods: ['get'], path: '/wps/member/info/icon', token: 'required' }, ({ member }) => ({
    iconUrl: `/avatar/${member?.id ?? 0}.svg`,
  })),
);

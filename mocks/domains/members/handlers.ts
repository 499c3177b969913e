import { memberIcon } from '@/features/my-account/identity/member-icon';
import { memberInfo } from '@/core/api/member-info';
import { callGroup, handle } from '../../protocol/define-call';
import { memberInfoValue } from './member-info';

export const memberHandlers = callGroup(
  handle(memberInfo, ({ member }) => memberInfoValue(member)),
  handle(memberIcon, ({ member }) => ({ iconUrl: `/avatar/${member.id}.svg` })),
);

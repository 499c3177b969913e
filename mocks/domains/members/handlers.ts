import { memberInfo } from '@/core/api/member-info';
import { playerAvatar } from '@/features/my-account/identity/player-avatar';
import { clubBenefits, rankRule } from '@/features/my-account/vip/rank-benefits';
import { rankProgress } from '@/features/my-account/vip/rank-progress';
import { securityConfig } from '@/features/my-account/security/security-config';
import { callGroup, handle } from '../../protocol/define-call';
import { memberInfoValue } from './member-info';
import { securityConfigOf } from './security-config';
import { clubBenefitsOf, rankProgressOf, rankRuleHtml } from './vip';

/** The built-in pictures a STATIC avatar names; the portal wraps a larger number around. */
const BUILT_IN_AVATARS = 6;

export const memberHandlers = callGroup(
  handle(memberInfo, ({ member }) => memberInfoValue(member)),
  // The live shape (spec 5, 2.8): a STATIC avatar, one of the built-in set by number.
  handle(playerAvatar, ({ member }) => ({
    avatar: String(member.id % BUILT_IN_AVATARS),
    avatarType: 'STATIC',
  })),
  handle(rankProgress, ({ member }) => rankProgressOf(member)),
  handle(clubBenefits, ({ member }) => clubBenefitsOf(member)),
  handle(rankRule, () => ({ content: rankRuleHtml })),
  handle(securityConfig, ({ member }) => securityConfigOf(member)),
);

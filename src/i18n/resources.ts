import type common from '../../locales/en/common.json';
import type shell from '../../locales/en/shell.json';
import type status from '../../locales/en/status.json';
import type pages from '../../locales/en/pages.json';
import type popups from '../../locales/en/popups.json';
import type errors from '../../locales/en/errors.json';
import type auth from '../../locales/en/forms/auth.json';
import type register from '../../locales/en/forms/register.json';
import type feedback from '../../locales/en/forms/feedback.json';
import type centre from '../../locales/en/centre/centre.json';
import type deposit from '../../locales/en/centre/deposit.json';
import type withdraw from '../../locales/en/centre/withdraw.json';
import type smsCode from '../../locales/en/centre/sms-code.json';
import type rewardClaim from '../../locales/en/centre/reward-claim.json';
import type bankCards from '../../locales/en/centre/bank-cards.json';
import type records from '../../locales/en/centre/records.json';
import type account from '../../locales/en/centre/account.json';
import type messages from '../../locales/en/centre/messages.json';
import type invite from '../../locales/en/centre/invite.json';
import type missions from '../../locales/en/centre/missions.json';
import type rewards from '../../locales/en/centre/rewards.json';
import type points from '../../locales/en/mall/points.json';
import type activities from '../../locales/en/activities/activities.json';
import type promotions from '../../locales/en/activities/promotions.json';
import type agentCentre from '../../locales/en/agent/agent-centre.json';
import type agentTeam from '../../locales/en/agent/team.json';
import type agentContracts from '../../locales/en/agent/agent-contracts.json';
import type agentReports from '../../locales/en/agent/reports.json';
import type access from '../../locales/en/access.json';
import type games from '../../locales/en/games.json';
import type announcements from '../../locales/en/announcements.json';
import type lottery from '../../locales/en/content/lottery.json';
import type home from '../../locales/en/home.json';
import type download from '../../locales/en/content/download.json';
import type help from '../../locales/en/content/help.json';
import type chat from '../../locales/en/content/chat.json';
import type seamless from '../../locales/en/content/seamless.json';
import type publicNotice from '../../locales/en/content/public-notice.json';
import type saferGambling from '../../locales/en/centre/safer-gambling.json';
import type notices from '../../locales/en/content/notices.json';
import type launchRefusals from '../../locales/en/content/launch-refusals.json';

/**
 * The English files are the source of truth: their merged keys are the type every t() call is checked
 * against. A new area file must be added here and in both language folders.
 */
export type TranslationResources = typeof common &
  typeof shell &
  typeof status &
  typeof pages &
  typeof popups &
  typeof errors &
  typeof auth &
  typeof register &
  typeof feedback &
  typeof centre &
  typeof deposit &
  typeof withdraw &
  typeof smsCode &
  typeof rewardClaim &
  typeof bankCards &
  typeof records &
  typeof account &
  typeof messages &
  typeof invite &
  typeof missions &
  typeof rewards &
  typeof points &
  typeof activities &
  typeof promotions &
  typeof agentCentre &
  typeof agentTeam &
  typeof agentContracts &
  typeof agentReports &
  typeof access &
  typeof games &
  typeof announcements &
  typeof lottery &
  typeof home &
  typeof download &
  typeof help &
  typeof chat &
  typeof seamless &
  typeof publicNotice &
  typeof saferGambling &
  typeof notices &
  typeof launchRefusals;

export type TranslationKey = Extract<keyof TranslationResources, string>;

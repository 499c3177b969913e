import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementBundle } from '@/api';
import { fetchAnnouncements } from './api/announcements';
import { useActionFailure } from './action-failure';
import { sendJoinPromotion } from './api/join-promotion';
import { activityStatesKey, promotionStatusQuery, type ActivityState } from './api/promotion-status';
import { sendRequestReward } from './api/request-reward';
import type { TranslationKey } from '@/i18n';
import { readAsDataUrl } from '@/lib/picture-file';
import { runExclusive, usePendingAction } from '@/lib/pending-action';
import { walletKeyRoot } from './member-data';
import { useMoneyFormat } from './money-format';
import { selectIdentity, selectIsLoggedIn, selectToken, useSessionStore } from './session-store';

/*
 * The member's activities: every promotion of the announcement bundle joined with the member's status in
 * it (MCSFE_getPromotionStatus, our design), and the one action each status allows. The promotions page
 * and the member centre's reward centre both read them from here (imported as '@/core/activities', so
 * the first visit does not carry it).
 */

export type Promotion = AnnouncementBundle['promotion'][number];

/** The product's activity statuses; `apply` (an application is needed) is ours. */
export const activityStatuses = [
  'join',
  'signed',
  'claim',
  'apply',
  'applying',
  'process',
  'issued',
  'claimed',
  'rejected',
  'close',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export type ActivityAction = 'join' | 'claim' | 'apply';

/** A promotion and where the member stands in it; status null when the server says nothing of it. */
export interface Activity {
  promotion: Promotion;
  status: ActivityStatus | null;
  rewardAmount: number;
  remark: string;
  updateTime: string | null;
}

const actions: Partial<Record<ActivityStatus, ActivityAction>> = {
  join: 'join',
  claim: 'claim',
  apply: 'apply',
};

/** The one thing a member may do in an activity, or null (in progress, under review, over...). */
export function actionOf(status: ActivityStatus | null): ActivityAction | null {
  return status ? (actions[status] ?? null) : null;
}

/** Each action's button: its visible word, and its name with the promotion's title (several on a page). */
export const activityActionKeys: Record<ActivityAction, { label: TranslationKey; named: TranslationKey }> = {
  join: { label: 'activity_join', named: 'activity_join_about' },
  claim: { label: 'activity_claim', named: 'activity_claim_about' },
  apply: { label: 'activity_apply', named: 'activity_apply_about' },
};

export function isActivityStatus(value: string): value is ActivityStatus {
  return (activityStatuses as readonly string[]).includes(value);
}

/**
 * How the member's own activities are grouped (the reward centre's filter). Promotions not joined
 * (join), over or still to come are not the member's own.
 */
export type ActivityGroup = 'joined' | 'claimable' | 'reviewing' | 'finished';
export const activityGroups: readonly ActivityGroup[] = ['joined', 'claimable', 'reviewing', 'finished'];
const groupOfStatus: Partial<Record<ActivityStatus, ActivityGroup>> = {
  signed: 'joined',
  claim: 'claimable',
  apply: 'claimable',
  applying: 'reviewing',
  process: 'reviewing',
  issued: 'finished',
  claimed: 'finished',
  rejected: 'finished',
};
export function activityGroupOf(status: ActivityStatus | null): ActivityGroup | null {
  return status ? (groupOfStatus[status] ?? null) : null;
}

export const activityStatusKeys: Record<ActivityStatus, TranslationKey> = {
  join: 'activity_status_join',
  signed: 'activity_status_signed',
  claim: 'activity_status_claim',
  apply: 'activity_status_apply',
  applying: 'activity_status_applying',
  process: 'activity_status_process',
  issued: 'activity_status_issued',
  claimed: 'activity_status_claimed',
  rejected: 'activity_status_rejected',
  close: 'activity_status_close',
  comingSoon: 'activity_status_comingSoon',
};

/**
 * Query keys. The promotions are public (a member may get another list, so the key says which); the
 * statuses are the member's data, under the member root so the end of a session drops them, and keyed by
 * the member's id, never the token.
 */
export const activityKeys = {
  promotions: (member: boolean) => ['announcements', 'promotions', { member }] as const,
  states: activityStatesKey,
  statesOf: (scope: string) => promotionStatusQuery(scope, true).queryKey,
};

/** Whose activities these are, and whether they may be read (a logged-in, non-trial member). */
function useActivityScope(): { scope: string; enabled: boolean } {
  const token = useSessionStore(selectToken);
  const identity = useSessionStore(selectIdentity);
  return {
    scope: identity?.customerId ?? 'none',
    enabled: token !== null && identity !== null && !identity.trial,
  };
}

export function promotionsQuery(member: boolean) {
  return queryOptions({
    queryKey: activityKeys.promotions(member),
    queryFn: ({ signal }) => fetchAnnouncements({ types: 'PR', platform: 'W' }, signal),
    select: (bundle) => bundle.promotion,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/** Every promotion, for guests and members alike. */
export function usePromotions() {
  const member = useSessionStore(selectIsLoggedIn);
  return useQuery(promotionsQuery(member));
}

function joined(promotion: Promotion, state: ActivityState | undefined): Activity {
  return {
    promotion,
    status: state && isActivityStatus(state.status) ? state.status : null,
    rewardAmount: state?.rewardAmount ?? 0,
    remark: state?.remark ?? '',
    updateTime: state?.updateTime ?? null,
  };
}

/**
 * The member's activities: every promotion with its status. Nothing is loaded for a guest or a trial
 * account (`enabled` false, `data` undefined).
 */
export function useActivities() {
  const { scope, enabled } = useActivityScope();
  const promotions = usePromotions();
  const states = useQuery(promotionStatusQuery(scope, enabled));
  const data = useMemo(() => {
    if (!enabled || !promotions.data || !states.data) return undefined;
    const byId = new Map(states.data.list.map((state) => [state.promotionId, state]));
    return promotions.data.map((promotion) => joined(promotion, byId.get(promotion.id)));
  }, [enabled, promotions.data, states.data]);
  return {
    data,
    enabled,
    isPending: enabled && (promotions.isPending || states.isPending),
    isError: enabled && (promotions.isError || states.isError),
    isFetching: promotions.isFetching || states.isFetching,
    refetch: () => Promise.all([promotions.refetch(), states.refetch()]),
  };
}

const actionName = (promotionId: string) => `activity:${promotionId}`;

/** Whether an action on this promotion is under way (its button shows itself busy). */
export function useActivityBusy(promotionId: string): boolean {
  return usePendingAction(actionName(promotionId));
}

/**
 * Shows the new state at once when the answer carries one (a join may answer a bare success), then reads
 * the statuses again (and the wallet, when money moved).
 */
function useSettle() {
  const queryClient = useQueryClient();
  const { scope } = useActivityScope();
  return useCallback(
    async (state: ActivityState | null, money: boolean) => {
      if (state) {
        queryClient.setQueryData(promotionStatusQuery(scope, true).queryKey, (old) =>
          old ? { list: old.list.map((s) => (s.promotionId === state.promotionId ? state : s)) } : old,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.states }),
        money ? queryClient.invalidateQueries({ queryKey: walletKeyRoot }) : null,
      ]).catch(() => undefined);
    },
    [queryClient, scope],
  );
}

/*
 * The actions. Each sends one request however fast the clicks come: a call while an action on the same
 * promotion is under way does nothing and returns undefined. Failures are the caller's to show
 * (useActivityFailure).
 */

/** MCSFE_signUpPromotionJoin: join -> signed (or apply, when the promotion asks for an application). */
export function useJoinActivity() {
  const settle = useSettle();
  return useCallback(
    (promotionId: string) =>
      runExclusive(actionName(promotionId), async () => {
        const answer = await sendJoinPromotion(promotionId);
        await settle(answer ?? null, false);
        return answer;
      }),
    [settle],
  );
}

/** MCSFE_signUpRequestReward: claim -> claimed; `creditedAmount` reached the main wallet. */
export function useClaimActivity() {
  const settle = useSettle();
  return useCallback(
    (promotionId: string) =>
      runExclusive(actionName(promotionId), async () => {
        const answer = await sendRequestReward({ promotionId });
        await settle(answer, true);
        return answer;
      }),
    [settle],
  );
}

export interface ActivityApplication {
  comment: string;
  pictures: readonly File[];
}

/** MCSFE_signUpRequestReward with the application (comment, pictures as data: URLs): apply -> applying. */
export function useApplyActivity() {
  const settle = useSettle();
  return useCallback(
    (promotionId: string, application: ActivityApplication) =>
      runExclusive(actionName(promotionId), async () => {
        const images = await Promise.all(application.pictures.map(readAsDataUrl));
        const answer = await sendRequestReward({ promotionId, comment: application.comment, images });
        await settle(answer, false);
        return answer;
      }),
    [settle],
  );
}

/** Server codes of the activity calls with a message of our own (mocks/README.md). */
export const activityMessages: Readonly<Record<string, TranslationKey>> = {
  'promotion.status.invalid': 'activity_status_invalid',
  'promotion.notFound': 'activity_not_found',
  'member.trial.forbidden': 'activity_trial_forbidden',
  'promotion.image.invalid': 'application_picture_invalid',
  'promotion.image.tooLarge': 'application_picture_too_large',
  'promotion.application.empty': 'application_empty',
};

/** The status moved on since it was read (joined elsewhere, claimed already): read them again. */
const movedOn: ReadonlySet<string> = new Set(['promotion.status.invalid']);

/**
 * What an activity action says when it fails. A lost answer reads the statuses and the wallet again
 * first: the member sees whether the join or the claim went through before trying again. A refusal
 * because the status moved on reads them again too.
 */
export function useActivityFailure(): (error: unknown) => Promise<string> {
  const queryClient = useQueryClient();
  const reread = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKeys.states }),
        queryClient.invalidateQueries({ queryKey: walletKeyRoot }),
      ]),
    [queryClient],
  );
  return useActionFailure({
    messages: activityMessages,
    reread,
    lostKey: 'activity_answer_lost',
    staleCodes: movedOn,
  });
}

export interface ActivityNote {
  tone: 'done' | 'failed';
  text: string;
}

/**
 * The one action of an activity, as both the promotions page and the reward centre offer it: join and
 * claim at once, apply through the application form (`applying` while it is open). `note` says how the
 * last action went.
 */
export function useActivityAction(activity: Activity) {
  const { t } = useTranslation();
  const id = activity.promotion.id;
  const title = activity.promotion.title;
  const action = actionOf(activity.status);
  const join = useJoinActivity();
  const claim = useClaimActivity();
  const apply = useApplyActivity();
  const failure = useActivityFailure();
  const busy = useActivityBusy(id);
  const [note, setNote] = useState<ActivityNote | null>(null);
  const [applying, setApplying] = useState(false);
  const [applicationFailure, setApplicationFailure] = useState<string | null>(null);

  const { money } = useMoneyFormat();

  async function settle<T>(pending: Promise<T> | undefined, done: (answer: T) => string) {
    if (!pending) return;
    setNote(null);
    try {
      setNote({ tone: 'done', text: done(await pending) });
    } catch (error) {
      setNote({ tone: 'failed', text: await failure(error) });
    }
  }

  const run = () => {
    if (action === 'join') void settle(join(id), () => t('activity_joined_done', { title }));
    if (action === 'claim') {
      void settle(claim(id), (answer) =>
        t('activity_claimed_done', { amount: money(answer.creditedAmount) }),
      );
    }
    if (action === 'apply') {
      setApplicationFailure(null);
      setApplying(true);
    }
  };

  const send = (application: ActivityApplication) => {
    const pending = apply(id, application);
    if (!pending) return;
    setApplicationFailure(null);
    pending.then(
      () => {
        setApplying(false);
        setNote({ tone: 'done', text: t('activity_applied_done', { title }) });
      },
      async (error: unknown) => setApplicationFailure(await failure(error)),
    );
  };

  return {
    action,
    busy,
    run,
    note,
    applying,
    applicationFailure,
    send,
    closeApplication: () => setApplying(false),
  };
}

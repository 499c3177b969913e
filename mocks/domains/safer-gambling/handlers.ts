import {
  limitKinds,
  limitPeriods,
  saferGambling,
  type LimitKind,
  type LimitPeriod,
} from '@/core/api/safer-gambling';
import { excludeSelf, type ExclusionKind } from '@/features/safer-gambling/api/exclude-self';
import { playSession } from '@/features/safer-gambling/api/play-session';
import { setLimit } from '@/features/safer-gambling/api/set-limit';
import { realityCheckChoices, setRealityCheck } from '@/features/safer-gambling/api/set-reality-check';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { formatDateTime } from '../clock/dates';
import { refuseTrial } from '../money/money-checks';
import { excludeMember, exclusionDays } from './exclusion';
import { changeLimit, limitLine, limitLines, netResultSince } from './limits';
import { playSpanOf } from './play-sessions';
import { ownSafety, safetyOf, type LimitFigure } from './safer-gambling';

// The safer gambling calls (our design: the specs name none; mocks/README.md "Safer gambling").

const MAX_MONEY_LIMIT_CENTS = 100_000_000;
const SESSION_MINUTES = { min: 15, max: 1440 };
const exclusionKinds: readonly ExclusionKind[] = ['TIMEOUT', 'SELF_EXCLUSION'];

function invalidLimit(message: string) {
  return badRequest('limit.value.invalid', message);
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/** The body's `limit` as cents (DEPOSIT, LOSS) or minutes (SESSION); null removes the limit. */
function limitFigure(kind: LimitKind, body: Payload): LimitFigure {
  const raw = body.limit;
  if (raw === null) return null;
  const value =
    typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (kind === 'SESSION') {
    if (!Number.isInteger(value) || value < SESSION_MINUTES.min || value > SESSION_MINUTES.max) {
      throw invalidLimit('A session time limit is whole minutes from 15 to 1440');
    }
    return value;
  }
  const cents = Math.round(value * 100);
  if (
    !Number.isFinite(value) ||
    Math.abs(value * 100 - cents) > 1e-6 ||
    cents <= 0 ||
    cents > MAX_MONEY_LIMIT_CENTS
  ) {
    throw invalidLimit(
      'A limit is an amount above R$ 0.00 and at most R$ 1,000,000.00, with two decimals at most',
    );
  }
  return cents;
}

/** The exclusion the body asks for and its length in days, or `exclusion.period.invalid`. */
function exclusionAsked(body: Payload): { kind: ExclusionKind; days: number } {
  const kind = exclusionKinds.find((k) => k === field(body, 'kind'));
  const days = kind && exclusionDays[kind].get(field(body, 'period'));
  if (!kind || days === undefined) {
    throw badRequest(
      'exclusion.period.invalid',
      'Choose a time-out (24H, 7D, 30D, 6W) or a self-exclusion (6M, 1Y, 5Y)',
    );
  }
  return { kind, days };
}

export const saferGamblingHandlers = callGroup(
  handle(saferGambling, ({ state, member }) => {
    refuseTrial(member);
    return { limits: limitLines(state, member.id) };
  }),
  // Body { kind, period, limit }: the line as it stands after the change.
  handle(setLimit, ({ state, member, body }) => {
    refuseTrial(member);
    const kind = field(body, 'kind');
    const period = field(body, 'period');
    if (!isOneOf<LimitKind>(limitKinds, kind) || !isOneOf<LimitPeriod>(limitPeriods, period)) {
      throw invalidLimit('Choose a limit kind (DEPOSIT, LOSS, SESSION) and a period (DAY, WEEK, MONTH)');
    }
    changeLimit(state, member.id, kind, period, limitFigure(kind, body));
    return limitLine(state, member.id, kind, period);
  }),
  // Body { minutes }: 15, 30, 60, or 0 for never.
  handle(setRealityCheck, ({ state, member, body }) => {
    refuseTrial(member);
    const minutes = Number(field(body, 'minutes'));
    if (field(body, 'minutes') === '' || !(realityCheckChoices as readonly number[]).includes(minutes)) {
      throw badRequest(
        'realityCheck.minutes.invalid',
        'A reality check comes every 15, 30 or 60 minutes, or never (0)',
      );
    }
    ownSafety(state, member.id).realityCheckMinutes = minutes;
    return { realityCheckMinutes: minutes };
  }),
  // Encrypted body { kind, period, password } (the login password).
  handle(excludeSelf, ({ state, member, body }) => {
    refuseTrial(member);
    const { kind, days } = exclusionAsked(body);
    const password = typeof body.password === 'string' ? body.password : '';
    if (password === '' || password !== member.password) {
      throw badRequest('exclusion.password.incorrect', 'The login password is incorrect');
    }
    const exclusion = excludeMember(state, member.id, kind, days);
    return { kind: exclusion.kind, endTime: formatDateTime(exclusion.endMs) };
  }),
  handle(playSession, ({ state, member, token }) => {
    const span = playSpanOf(state, member.id, token);
    return {
      loginTime: formatDateTime(span.startMs),
      netResult: netResultSince(state, member.id, span.startMs) / 100,
      realityCheckMinutes: safetyOf(state, member.id).realityCheckMinutes,
    };
  }),
);

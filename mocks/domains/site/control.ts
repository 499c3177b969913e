import { http, HttpResponse } from 'msw';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { allModuleIds } from './flags';
import type { BalanceShape, FailureRule, MockState, SiteStatus } from '../../state/mock-state';
import { resetMockState } from '../../state/store';
import { scenarioRefusals, type ScenarioRefusal } from '../money/withdraw-rules';

function problem(message: string): Response {
  return controlRefusal('mock.scenario.invalid', message);
}

const statuses: readonly SiteStatus[] = ['normal', 'maintenance', 'region'];
const balanceShapes: readonly BalanceShape[] = ['list', 'object', 'line'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function parseFailures(value: unknown): FailureRule[] | string {
  if (!Array.isArray(value)) return 'failures must be an array';
  const rules: FailureRule[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.path !== 'string' || typeof item.status !== 'number') {
      return 'each failure needs path (string) and status (number)';
    }
    const times = typeof item.times === 'number' ? item.times : 1;
    rules.push({ path: item.path, status: item.status, times });
  }
  return rules;
}

/** Applies the parts of a scenario that are present; flags merge into the current ones. */
function applyScenario(state: MockState, body: unknown): Response {
  if (!isRecord(body)) return problem('Scenario must be a JSON object');
  const known = new Set(allModuleIds());
  if (body.status !== undefined) {
    if (!statuses.includes(body.status as SiteStatus))
      return problem('status must be normal, maintenance or region');
    state.scenario.status = body.status as SiteStatus;
  }
  if (body.flags !== undefined) {
    if (!isRecord(body.flags)) return problem('flags must be an object of MODID: boolean');
    for (const [modId, on] of Object.entries(body.flags)) {
      if (!known.has(modId) || typeof on !== 'boolean')
        return problem(`unknown flag or non-boolean value: ${modId}`);
      state.flags.set(modId, on);
    }
  }
  if (body.latencyMs !== undefined) {
    if (typeof body.latencyMs !== 'number' || body.latencyMs < 0)
      return problem('latencyMs must be a number >= 0');
    state.scenario.latencyMs = body.latencyMs;
  }
  if (body.failures !== undefined) {
    const failures = parseFailures(body.failures);
    if (typeof failures === 'string') return problem(failures);
    state.scenario.failures = failures;
  }
  if (body.gtagId !== undefined) {
    if (body.gtagId !== null && typeof body.gtagId !== 'string')
      return problem('gtagId must be a string or null');
    state.scenario.gtagId = body.gtagId;
  }
  if (body.singleWallet !== undefined) {
    if (typeof body.singleWallet !== 'boolean') return problem('singleWallet must be a boolean');
    state.scenario.singleWallet = body.singleWallet;
  }
  if (body.deposit !== undefined) {
    const deposit = body.deposit;
    if (deposit !== 'open' && deposit !== 'closed' && deposit !== 'none' && deposit !== 'refused')
      return problem("deposit must be 'open', 'closed', 'none' or 'refused'");
    state.scenario.deposit = deposit;
  }
  if (body.receiptWindowMinutes !== undefined) {
    const minutes = body.receiptWindowMinutes;
    if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 1)
      return problem('receiptWindowMinutes must be a whole number >= 1');
    state.scenario.receiptWindowMinutes = minutes;
  }
  if (body.chatHost !== undefined) {
    const host = body.chatHost;
    if (host !== null && (typeof host !== 'string' || !/^https?:\/\/[^/?#]+$/.test(host)))
      return problem('chatHost must be an http(s) origin (no path) or null');
    state.scenario.chatHost = host;
  }
  if (body.publicNotice !== undefined) {
    if (typeof body.publicNotice !== 'boolean') return problem('publicNotice must be a boolean');
    state.scenario.publicNotice = body.publicNotice;
  }
  if (body.geetest !== undefined) {
    if (typeof body.geetest !== 'boolean') return problem('geetest must be a boolean');
    state.scenario.geetest = body.geetest;
  }
  if (body.geetestRefusals !== undefined) {
    const times = body.geetestRefusals;
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 0)
      return problem('geetestRefusals must be a whole number >= 0');
    state.scenario.geetestRefusals = times;
  }
  if (body.seamlessHost !== undefined) {
    if (body.seamlessHost !== 'site' && body.seamlessHost !== 'foreign')
      return problem('seamlessHost must be site or foreign');
    state.scenario.seamlessHost = body.seamlessHost;
  }
  const launchProblem = applyLaunchScenario(state, body);
  if (launchProblem) return problem(launchProblem);
  if (body.balanceShape !== undefined) {
    if (!balanceShapes.includes(body.balanceShape as BalanceShape))
      return problem('balanceShape must be list, object or line');
    state.scenario.balanceShape = body.balanceShape as BalanceShape;
  }
  const withdrawProblem = applyWithdrawScenario(state, body);
  if (withdrawProblem) return problem(withdrawProblem);
  return controlOk(describeScenario(state));
}

/** The withdraw page's rules (see mocks/README.md, Withdrawals): null when the parts present are valid. */
function applyWithdrawScenario(state: MockState, body: Record<string, unknown>): string | null {
  if (body.withdrawSms !== undefined) {
    if (
      body.withdrawSms !== 'NONE' &&
      body.withdrawSms !== 'EVERY_WITHDRAWAL' &&
      body.withdrawSms !== 'WITHDRAW_AMOUNT'
    )
      return 'withdrawSms must be NONE, EVERY_WITHDRAWAL or WITHDRAW_AMOUNT';
    state.scenario.withdrawSms = body.withdrawSms;
  }
  if (body.withdrawTurnover !== undefined) {
    if (body.withdrawTurnover !== 'A' && body.withdrawTurnover !== 'N' && body.withdrawTurnover !== 'D')
      return 'withdrawTurnover must be A, N or D';
    state.scenario.withdrawTurnover = body.withdrawTurnover;
  }
  if (body.withdrawRefusal !== undefined) {
    const refusal = body.withdrawRefusal;
    if (refusal !== null && !scenarioRefusals.includes(refusal as ScenarioRefusal))
      return `withdrawRefusal must be null or one of ${scenarioRefusals.join(', ')}`;
    state.scenario.withdrawRefusal = refusal as ScenarioRefusal | null;
  }
  return null;
}

/** The game launch's refusals (see mocks/README.md, Control API): null when the parts present are valid. */
function applyLaunchScenario(state: MockState, body: Record<string, unknown>): string | null {
  const maintenance = body.vendorMaintenance;
  if (maintenance !== undefined) {
    if (maintenance === null) state.scenario.vendorMaintenance = null;
    else if (
      !isRecord(maintenance) ||
      typeof maintenance.vassalage !== 'string' ||
      (maintenance.answer !== undefined &&
        maintenance.answer !== 'refusal' &&
        maintenance.answer !== 'resType') ||
      (maintenance.endTime !== undefined &&
        maintenance.endTime !== null &&
        typeof maintenance.endTime !== 'number')
    ) {
      return 'vendorMaintenance must be null or { vassalage, answer?: refusal|resType, endTime?: ms }';
    } else {
      state.scenario.vendorMaintenance = {
        vassalage: maintenance.vassalage,
        answer: maintenance.answer === 'resType' ? 'resType' : 'refusal',
        endTime: typeof maintenance.endTime === 'number' ? maintenance.endTime : null,
      };
    }
  }
  if (body.unfinishedGame !== undefined) {
    const game = body.unfinishedGame;
    if (game !== null && (typeof game !== 'number' || !Number.isInteger(game))) {
      return 'unfinishedGame must be a nodeId (number) or null';
    }
    state.scenario.unfinishedGame = game;
  }
  if (body.launchMinimumBalance !== undefined) {
    const minimum = body.launchMinimumBalance;
    if (minimum !== null && (typeof minimum !== 'number' || minimum < 0)) {
      return 'launchMinimumBalance must be a number of reais >= 0, or null';
    }
    state.scenario.launchMinimumBalance = minimum;
  }
  return null;
}

function describeScenario(state: MockState) {
  return {
    ...state.scenario,
    failures: state.scenario.failures.map((f) => ({ ...f })),
    vendorMaintenance: state.scenario.vendorMaintenance && { ...state.scenario.vendorMaintenance },
    flags: Object.fromEntries(state.flags),
  };
}

export const controlHandlers = [
  // Not a controlCall: a reset replaces the state rather than reading it.
  http.post('*/__mock/reset', () => {
    resetMockState();
    return controlOk(null);
  }),
  controlCall('get', '/scenario', ({ state }) => controlOk(describeScenario(state))),
  controlCall('post', '/scenario', async ({ state, request }) =>
    applyScenario(state, await readJsonObject(request)),
  ),
  controlCall('get', '/sms/latest', ({ state, query }) => {
    const mobile = (query.get('mobile') ?? '').replace(/\D/g, '');
    return HttpResponse.json({ mobile, code: state.smsCodes.get(mobile) ?? null });
  }),
  controlCall('get', '/captcha/latest', ({ state }) => HttpResponse.json({ answer: state.captchaAnswer })),
];

/**
 * One yes/no per contract kind. The consolidated data gives two of them (product rules: consolidated data and contracts, decision 028):
 * `kinds`, the kinds the agent policy offers (their menu entries), and `offers`, the kinds with an offer
 * waiting for the member's answer (the contract popup).
 */
export interface ContractKinds {
  dividend: boolean;
  dailySalary: boolean;
  hourlySalary: boolean;
  realtimeSalary: boolean;
}

export interface ConsolidatedReading {
  kinds: ContractKinds;
  offers: ContractKinds;
}

export const noContractKinds: ContractKinds = {
  dividend: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
};

export const noConsolidated: ConsolidatedReading = { kinds: noContractKinds, offers: noContractKinds };

/**
 * Each kind's fields in the answer: the reference's flat flags (spec 4; real-time salary's of our design,
 * decision 028), and the keys the platform's member centre reads (decision 065, spec 5 2.9). `kind` lists the
 * fields of which any on shows the kind; `rule` says how the member centre reads the nested shape
 * `value[key][productType].agent[] {status}` (dividends: some status A or V; salaries: a list not empty).
 */
const fieldsOf: Record<
  keyof ContractKinds,
  { kind: readonly string[]; offer: readonly string[]; rule: AgentRule }
> = {
  dividend: {
    kind: ['divtypeinfo', 'divtypecompperiodinfo'],
    offer: ['divtypereq', 'divtypecompperiodreq'],
    rule: 'status',
  },
  dailySalary: { kind: ['dailysalinfotype'], offer: ['dailysalreqtype'], rule: 'list' },
  hourlySalary: { kind: ['contracthoursalinfo'], offer: ['contracthoursalreq'], rule: 'list' },
  realtimeSalary: { kind: ['realtimesalinfotype'], offer: ['realtimesalreqtype'], rule: 'list' },
};

type AgentRule = 'status' | 'list';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `agent` lists of the member centre's shape: under each product type (`value[key][productType].agent`),
 * or one level deeper (`divtypecompperiodinfo`: `[productType][period].agent`). Null when the value is not of
 * that shape (a flat flag).
 */
function agentListsOf(value: unknown): unknown[][] | null {
  if (!isRecord(value)) return null;
  const lists: unknown[][] = [];
  for (const child of Object.values(value)) {
    if (!isRecord(child)) continue;
    if (Array.isArray(child.agent)) lists.push(child.agent as unknown[]);
    else {
      for (const grand of Object.values(child)) {
        if (isRecord(grand) && Array.isArray(grand.agent)) lists.push(grand.agent as unknown[]);
      }
    }
  }
  return lists.length > 0 ? lists : null;
}

const shownStatuses: ReadonlySet<string> = new Set(['A', 'V']);

/** One field: in the member centre's shape by its rule, else as a flat flag. */
function fieldOn(value: unknown, rule: AgentRule): boolean {
  const lists = agentListsOf(value);
  if (!lists) return isOn(value);
  if (rule === 'list') return lists.some((list) => list.length > 0);
  return lists.some((list) =>
    list.some((agent) => isRecord(agent) && shownStatuses.has(String(agent.status))),
  );
}

const offWords: ReadonlySet<string> = new Set(['', 'false', 'n', 'no', 'off', 'null', 'undefined']);

/**
 * The reference does not show what value of a field means "on" (its check is outside the bundle), so any
 * plausible spelling is read: true, a non-zero number or numeric text, other non-empty text ("Y", a type
 * code), a non-empty object or list. Absent, null, 0, "0", "" and false-like words are off.
 */
export function isOn(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) && value !== 0;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (offWords.has(word)) return false;
    const number = Number(word);
    return Number.isNaN(number) || number !== 0;
  }
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

export function readConsolidated(answer: Readonly<Record<string, unknown>>): ConsolidatedReading {
  const pick = (side: 'kind' | 'offer'): ContractKinds => {
    const on = (name: keyof ContractKinds) =>
      fieldsOf[name][side].some((key) =>
        side === 'kind' ? fieldOn(answer[key], fieldsOf[name].rule) : isOn(answer[key]),
      );
    return {
      dividend: on('dividend'),
      dailySalary: on('dailySalary'),
      hourlySalary: on('hourlySalary'),
      realtimeSalary: on('realtimeSalary'),
    };
  };
  return { kinds: pick('kind'), offers: pick('offer') };
}

/** The reference's session keys: enableSalary is the daily salary's flag, enableContract the dividend's. */
export function sessionFlagsOf(kinds: ContractKinds): { enableSalary: boolean; enableContract: boolean } {
  return { enableSalary: kinds.dailySalary, enableContract: kinds.dividend };
}

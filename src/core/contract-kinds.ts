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

/** Each kind's fields in the answer: the reference's, and real-time salary's of our design (decision 028). */
const fieldsOf: Record<keyof ContractKinds, { kind: string; offer: string }> = {
  dividend: { kind: 'divtypeinfo', offer: 'divtypereq' },
  dailySalary: { kind: 'dailysalinfotype', offer: 'dailysalreqtype' },
  hourlySalary: { kind: 'contracthoursalinfo', offer: 'contracthoursalreq' },
  realtimeSalary: { kind: 'realtimesalinfotype', offer: 'realtimesalreqtype' },
};

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
  const pick = (side: 'kind' | 'offer'): ContractKinds => ({
    dividend: isOn(answer[fieldsOf.dividend[side]]),
    dailySalary: isOn(answer[fieldsOf.dailySalary[side]]),
    hourlySalary: isOn(answer[fieldsOf.hourlySalary[side]]),
    realtimeSalary: isOn(answer[fieldsOf.realtimeSalary[side]]),
  });
  return { kinds: pick('kind'), offers: pick('offer') };
}

/** The reference's session keys: enableSalary is the daily salary's flag, enableContract the dividend's. */
export function sessionFlagsOf(kinds: ContractKinds): { enableSalary: boolean; enableContract: boolean } {
  return { enableSalary: kinds.dailySalary, enableContract: kinds.dividend };
}

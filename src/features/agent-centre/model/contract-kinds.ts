import type { Consolidated } from '@/api/schemas/agent';

/**
 * The derived flags of spec 2 section 3 (dailySalary, hourSalary, salary, enableCt), one per contract kind:
 * daily salary from dailysalreqtype, hourly salary from contracthoursalreq, real-time salary from
 * realtimesalreqtype, and the dividend contract from divtypereq.
 */
export interface ContractKinds {
  dailySalary: boolean;
  hourSalary: boolean;
  salary: boolean;
  enableCt: boolean;
}

export const noContractKinds: ContractKinds = {
  dailySalary: false,
  hourSalary: false,
  salary: false,
  enableCt: false,
};

export function contractKindsOf(data: Consolidated): ContractKinds {
  return {
    dailySalary: data.dailysalreqtype,
    hourSalary: data.contracthoursalreq,
    salary: data.realtimesalreqtype,
    enableCt: data.divtypereq,
  };
}

/** The session's enableSalary: any salary contract kind is on. enableContract: any kind at all. */
export function sessionFlagsOf(kinds: ContractKinds): { enableSalary: boolean; enableContract: boolean } {
  const enableSalary = kinds.dailySalary || kinds.hourSalary || kinds.salary;
  return { enableSalary, enableContract: enableSalary || kinds.enableCt };
}

import { useState } from 'react';
import type { Contract, ContractAnswer, ContractFields } from './api/contract-answer';
import { useContractAction } from './api/contracts';
import type { ContractKindName } from './contract-pages';
import { useContractFailure } from './contract-failure';

/** What a control acting on one contract (an answer, a termination) is given. */
export interface ContractControlProps {
  kind: ContractKindName;
  contract: Contract;
  /** Said where it outlives the control, which leaves the screen once the list is read again. */
  onDone: (text: string) => void;
}

/**
 * A contract action sent from a button or a form (an offer, an answer, a termination): one request at a time,
 * and a failure kept as the text of the alert under it, the list read again first where it was out of date.
 */
export function useContractRequest(kind: ContractKindName) {
  const action = useContractAction(kind);
  const failure = useContractFailure();
  const [failed, setFailed] = useState<string | null>(null);

  /** Sends the action; `then` hears the answer, unless a request was already under way. */
  const send = async (fields: ContractFields, then: (answer: ContractAnswer) => void) => {
    setFailed(null);
    try {
      const answer = await action.run(fields);
      if (answer) then(answer);
    } catch (error) {
      setFailed(await failure(error));
    }
  };

  return { send, busy: action.busy, failed };
}

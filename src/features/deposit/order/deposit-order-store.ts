import { create } from 'zustand';
import type { PlacedDeposit } from './place-deposit';

/**
 * The deposit being paid, by member: the centre drops a page when another is chosen, and a member who
 * looks at their wallet while paying must come back to "waiting for your payment", not an empty form.
 * Kept in memory only: a reload starts from the form (the deposit stays in the records).
 */
interface PlacedDepositState {
  byMember: Readonly<Record<string, PlacedDeposit>>;
}

const usePlacedDepositStore = create<PlacedDepositState>(() => ({ byMember: {} }));

export function useCurrentDeposit(scope: string): PlacedDeposit | null {
  return usePlacedDepositStore((state) => state.byMember[scope] ?? null);
}

export function showPlacedDeposit(scope: string, placed: PlacedDeposit): void {
  usePlacedDepositStore.setState(({ byMember }) => ({ byMember: { ...byMember, [scope]: placed } }));
}

export function forgetPlacedDeposit(scope: string): void {
  usePlacedDepositStore.setState(({ byMember }) => {
    const { [scope]: _gone, ...rest } = byMember;
    return { byMember: rest };
  });
}

/** Forgets every member's deposit (a test starts from the form). */
export function forgetAllDepositOrders(): void {
  usePlacedDepositStore.setState({ byMember: {} });
}

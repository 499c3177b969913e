import { create } from 'zustand';

/**
 * The deposit order on screen, by member: the centre drops a page when another is chosen, and a member
 * who looks at their wallet while paying must come back to the same QR code, not an empty form. Kept in
 * memory only: a reload starts from the form (the order stays in the account record).
 */
interface DepositOrderState {
  orderByMember: Readonly<Record<string, string>>;
}

const useDepositOrderStore = create<DepositOrderState>(() => ({ orderByMember: {} }));

export function useCurrentDepositOrder(scope: string): string | null {
  return useDepositOrderStore((state) => state.orderByMember[scope] ?? null);
}

export function showDepositOrder(scope: string, orderNo: string): void {
  useDepositOrderStore.setState(({ orderByMember }) => ({
    orderByMember: { ...orderByMember, [scope]: orderNo },
  }));
}

export function forgetDepositOrder(scope: string): void {
  useDepositOrderStore.setState(({ orderByMember }) => {
    const { [scope]: _gone, ...rest } = orderByMember;
    return { orderByMember: rest };
  });
}

/** Forgets every member's order (a test starts from the form). */
export function forgetAllDepositOrders(): void {
  useDepositOrderStore.setState({ orderByMember: {} });
}

/**
 * Roots of the query keys that hold one member's data. Every query of member data starts its key with one
 * of them, so the end of a session (logout, expiry, a refused login) drops them all in one place.
 */
export const memberKeyRoot = ['member'] as const;
export const walletKeyRoot = ['wallet'] as const;

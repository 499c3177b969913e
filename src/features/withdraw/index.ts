/*
 * Withdraw: the cashier with its bank accounts, the receipts a withdrawal waits for, and the history. The
 * member centre loads the page by path, as its own chunk (src/app/popups/member-centre.tsx); the mock
 * answers the endpoint modules by path.
 */
export { inWithdrawWindow, needsSmsCode } from './withdraw-settings';
export { readWithdrawRefusal } from './cashier/withdraw-refusal';
export { withdrawableOf } from './cashier/withdrawable';
export { countdownMilestone, formatClock } from './receipts/receipt-countdown';

/*
 * Deposit (depositv2): the form, and the order being paid. The member centre loads the page by path, as its
 * own chunk (src/app/popups/member-centre.tsx); the mock answers the endpoint modules by path.
 */
export { amountProblem, decimalMarkOf, presetText } from './form/deposit-amount';
export { forgetAllDepositOrders } from './order/deposit-order-store';

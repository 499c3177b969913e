/*
 * Deposit (depositv2): the platform's methods and channels, the order on its method's relay, and the
 * payment it waits for. The member centre loads the page by path, as its own chunk
 * (src/app/popups/member-centre.tsx); the mock answers the endpoint modules by path.
 */
export { amountProblem, decimalMarkOf, presetText } from './form/deposit-amount';
export { readDepositMethods, plainText } from './channels/payment-channels';
export { relayOf } from './order/deposit-relays';
export { depositBody } from './order/place-deposit';
export { safeImageSrc } from './order/payment-tab';
export { forgetAllDepositOrders } from './order/deposit-order-store';

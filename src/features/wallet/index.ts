/*
 * The wallet: My wallet (the game wallets and the transfers between them) and the transfer to the upline.
 * The member centre loads each page by path, as its own chunk (src/app/popups/member-centre.tsx); the mock
 * answers the endpoint modules by path.
 */
export { merchantWalletQuery } from '@/core/api/merchant-wallet';
export { UPLINE_TRANSFER_FLAG } from './upline/upline-flag';

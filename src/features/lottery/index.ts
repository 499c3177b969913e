export { LotteryView } from './components/lottery-view';
export { prizeModeFor, type PrizeMode } from './prize-mode';
export { lottoAreaFor, type LotteryVariant, type LottoArea } from './lottery-variant';

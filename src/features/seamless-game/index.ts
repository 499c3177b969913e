export { SeamlessPage } from './seamless-page';

export { FeedbackPopup } from './feedback-popup';

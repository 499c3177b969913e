import { sendFeedback } from '@/features/feedback/send-feedback';
import { callGroup, handle } from '../../protocol/define-call';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';

const FEEDBACK_LIMIT = 140;

// Feedback (the live chat's calls are in ./chat-handlers.ts).
export const miscHandlers = callGroup(
  // Designed answer: { feedbackId, ticketNo }, the ticket FB<date><number> the player quotes to support.
  handle(sendFeedback, ({ state, body }) => {
    const content = field(body, 'content');
    if (content.trim() === '') throw badRequest('feedback.content.required', 'Input cannot be empty');
    if ([...content].length > FEEDBACK_LIMIT) {
      throw badRequest('feedback.content.tooLong', `Content is limited to ${FEEDBACK_LIMIT} characters`);
    }
    const id = state.feedback.length + 1;
    state.feedback.push({
      id,
      questionType: field(body, 'questionType'),
      content,
      contact: field(body, 'contact'),
    });
    const day = formatDateTime(mockNow(state)).slice(0, 10).replaceAll('-', '');
    return { feedbackId: id, ticketNo: `FB${day}${String(id).padStart(4, '0')}` };
  }),
);

import { callGroup, defineCall } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';

const FEEDBACK_LIMIT = 140;

const models = ['Bianca', 'Larissa', 'Camila', 'Juliana', 'Fernanda', 'Patrícia'].map((name, i) => ({
  modelId: 901 + i,
  name,
  avatarUrl: `/avatar/${901 + i}.svg`,
  online: i % 3 !== 2,
}));

// Calls the portal does not make yet (help, feedback and chat are issue 20's): answered by path with
// defineCall until their endpoints exist, then moved to handle() like every other call.
export const miscHandlers = callGroup(
  // Designed answer: { feedbackId }.
  defineCall({ methods: ['put'], path: '/wps/feedback', module: 'FEEDBACK3' }, ({ state, body }) => {
    const content = field(body, 'content');
    if (content === '') throw badRequest('feedback.content.required', 'Input cannot be empty');
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
    return { feedbackId: id };
  }),
  defineCall({ methods: ['get', 'post'], path: '/wps/relay/CBS_modelList' }, () => ({ list: models })),
  defineCall({ methods: ['get', 'post'], path: '/wps/relay/CBS_launchChat' }, ({ origin }) => ({
    chatUrl: `${origin}/__cdn/launch/chat?desk=live`,
  })),
);

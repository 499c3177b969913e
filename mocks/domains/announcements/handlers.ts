import { announcements as announcementsEndpoint } from '@/core/api/announcements';
import { handle } from '../../protocol/define-call';
import { announcements, publicNotice, type AnnouncementBundle } from './announcements';
import { helpNotices } from './help-notices';
import { agentNotices } from './agent-notices';
import { AGENT_TYPES } from '../agent/agents';

/**
 * The bundle of the asked types. Popups of every execution are answered (the reference asks without
 * `execution` and chooses on the client); an `execution` sent by an older client still narrows them. The
 * public notice (P) is there only while the scenario turns it on.
 */
export const announcementHandlers = handle(
  announcementsEndpoint,
  ({ query, state, language, member }): AnnouncementBundle => {
    const seeded = announcements();
    const all = state.scenario.publicNotice
      ? { ...seeded, popup: [...seeded.popup, publicNotice()] }
      : seeded;
    const raw = query.get('types') ?? query.get('type') ?? '';
    const types = new Set(raw === '' ? ['B', 'PL', 'PU', 'PR'] : raw.toUpperCase().split(','));
    const executions = new Set((query.get('execution') ?? '').toUpperCase().split(',').filter(Boolean));
    return {
      banners: types.has('B') ? all.banners : [],
      player: types.has('PL') ? all.player : [],
      popup: types.has('PU')
        ? all.popup.filter((p) => executions.size === 0 || executions.has(p.execution))
        : [],
      promotion: types.has('PR') ? all.promotion : [],
      ...(types.has('H') ? { help: helpNotices(language) } : {}),
      // The member centre asks type A for its agent pages and reads `agent` (spec 5, 70542479384 @~496,500);
      // anyone but an agent gets none.
      ...(types.has('A') ? { agent: member && AGENT_TYPES.has(member.type) ? agentNotices() : [] } : {}),
    };
  },
);

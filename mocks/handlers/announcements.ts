import { defineCall } from '../protocol/define-call';
import { announcements, type AnnouncementBundle } from '../state/announcements';

// Public in the game group, sent with a token in the home group: the token is read but not required.
export const announcementHandlers = defineCall(
  { methods: ['get'], path: '/wps/relay/MCSFE_getListAnnouncements', token: 'optional' },
  ({ query }): AnnouncementBundle => {
    const all = announcements();
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
    };
  },
);

import { defineEndpoints } from './endpoint';
import { eventSidebarListSchema } from './events';

export const eventEndpoints = defineEndpoints('events', {
  activeSidebar: {
    method: 'GET',
    path: '/event/sidebar/active',
    access: 'signed-in',
    summary:
      'Active events with a date and time from now on (Europe/Istanbul), earliest first; only their upcoming date-times',
    response: eventSidebarListSchema,
  },
});

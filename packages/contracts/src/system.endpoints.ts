import { defineEndpoints } from './endpoint';
import {
  healthSchema,
  systemSettingsBodySchema,
  systemSettingsSchema,
  systemStatusSchema,
} from './system';

/** The API's health, the public switches and the system settings. */
export const systemEndpoints = defineEndpoints('system', {
  checkHealth: {
    method: 'GET',
    path: '/health',
    access: 'public',
    summary: 'Whether the API and its database answer',
    description:
      'Answers 503 with the same body (status `unavailable`, database `down`) and `Retry-After: 5` while the database does not answer.',
    response: healthSchema,
    openInMaintenance: true,
  },
  getStatus: {
    method: 'GET',
    path: '/system/status',
    access: 'public',
    summary: 'Public switches the web app reads on start',
    response: systemStatusSchema,
    openInMaintenance: true,
  },
  getSettings: {
    method: 'GET',
    path: '/admin/settings',
    access: 'admin',
    summary: 'The system settings (maintenance mode, two-step sign-in for staff) (admins)',
    response: systemSettingsSchema,
    problems: [400],
  },
  updateSettings: {
    method: 'PUT',
    path: '/admin/settings',
    access: 'admin',
    summary:
      'Switch maintenance mode, or two-step sign-in for every admin and moderator, on or off (admins; audited)',
    body: systemSettingsBodySchema,
    response: systemSettingsSchema,
    problems: [409],
  },
});

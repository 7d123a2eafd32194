import {
  devLogEntryIdParamsSchema,
  devLogEntrySchema,
  devLogListQuerySchema,
  devLogPageSchema,
  devLogWriteBodySchema,
} from './dev-log';
import { defineEndpoints } from './endpoint';

/** The dev log: read by everyone, written by admins. */
export const devLogEndpoints = defineEndpoints('dev-log', {
  list: {
    method: 'GET',
    path: '/dev/entries',
    access: 'public',
    summary: 'The dev log, newest published first; entries scheduled for later for admins',
    query: devLogListQuerySchema,
    response: devLogPageSchema,
  },
  get: {
    method: 'GET',
    path: '/dev/entries/:entry_id',
    access: 'public',
    summary: 'One dev log entry',
    params: devLogEntryIdParamsSchema,
    response: devLogEntrySchema,
    problems: [404],
  },
  create: {
    method: 'POST',
    path: '/dev/entries',
    access: 'admin',
    summary: 'Add a dev log entry (admins)',
    body: devLogWriteBodySchema,
    status: 201,
    response: devLogEntrySchema,
  },
  update: {
    method: 'PUT',
    path: '/dev/entries/:entry_id',
    access: 'admin',
    summary: 'Edit a dev log entry (admins)',
    params: devLogEntryIdParamsSchema,
    body: devLogWriteBodySchema,
    response: devLogEntrySchema,
    problems: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/dev/entries/:entry_id',
    access: 'admin',
    summary: 'Delete a dev log entry (admins)',
    params: devLogEntryIdParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
});

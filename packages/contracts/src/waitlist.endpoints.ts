import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import {
  waitlistAdminPageSchema,
  waitlistAdminQuerySchema,
  waitlistCountsSchema,
  waitlistEntrySchema,
  waitlistExportQuerySchema,
  waitlistFeatureParamsSchema,
  waitlistJoinBodySchema,
  waitlistMineSchema,
} from './waitlist';

/** The CSV export (documented; the API streams it). */
const csvFileSchema = z
  .string()
  .meta({ description: 'A CSV file (UTF-8 with a BOM), text/csv, streamed' });

export const waitlistEndpoints = defineEndpoints('waitlist', {
  listOwn: {
    method: 'GET',
    path: '/waitlist/mine',
    access: 'signed-in',
    summary: 'The waitlists the caller is on',
    response: waitlistMineSchema,
  },
  join: {
    method: 'POST',
    path: '/waitlist',
    access: 'signed-in',
    summary: 'Join the waitlist of an upcoming feature, with an optional note',
    body: waitlistJoinBodySchema,
    status: 201,
    response: waitlistEntrySchema,
    problems: [409],
  },
  leave: {
    method: 'DELETE',
    path: '/waitlist/:feature',
    access: 'signed-in',
    summary: 'Leave the waitlist of a feature',
    params: waitlistFeatureParamsSchema,
    status: 204,
    response: 'empty',
    problems: [404],
  },
  countAll: {
    method: 'GET',
    path: '/admin/waitlist/counts',
    access: 'admin',
    summary: 'How many people wait for each feature, zero included (admins)',
    response: waitlistCountsSchema,
  },
  listAll: {
    method: 'GET',
    path: '/admin/waitlist',
    access: 'admin',
    summary: 'The entries of a feature (or all), newest first, with name and e-mail (admins)',
    query: waitlistAdminQuerySchema,
    response: waitlistAdminPageSchema,
  },
  exportCsv: {
    method: 'GET',
    path: '/admin/waitlist/export.csv',
    access: 'admin',
    summary: 'The entries as a streamed CSV file (admins; audited)',
    query: waitlistExportQuerySchema,
    response: csvFileSchema,
    responseKind: 'file',
  },
});

import { z } from 'zod';

/** `GET /health`: whether the API and its database answer. */
export const healthSchema = z.object({
  /** degraded: the database answers, Redis (when configured) does not; the API still serves. */
  status: z.enum(['ok', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'not_configured']),
  version: z.string(),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

/** `GET /system/status`: public switches the web app needs before anything else. */
export const systemStatusSchema = z.object({
  /** While true, everyone but admins is sent to `/`, which says so. */
  maintenance_mode: z.boolean(),
  /** The address in the recruiting message and on the contact pages. */
  contact_email: z.string(),
  /** Google Analytics measurement id, when one is configured. */
  ga_measurement_id: z.string().nullable(),
  /** Whether "Sign in with Google" is configured; the web app shows the button only then. */
  google_sign_in: z.boolean(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** `GET|PUT /admin/settings` (admins): the switches of the running system. */
export const systemSettingsSchema = z.object({
  maintenance_mode: z.boolean(),
  /** When and by whom the maintenance switch was last changed; null when never. */
  maintenance_changed_at: z.iso.datetime({ offset: true }).nullable(),
  maintenance_changed_by: z.string().nullable(),
  /** Every admin and moderator must sign in with a second step (an authenticator code). */
  two_step_required: z.boolean(),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

/** The switches to change; a switch left out keeps its value. */
export const systemSettingsBodySchema = z.object({
  maintenance_mode: z.boolean().optional(),
  two_step_required: z.boolean().optional(),
});
export type SystemSettingsBody = z.infer<typeof systemSettingsBodySchema>;

import {
  applicationIdParamsSchema,
  applicationReviewBodySchema,
  graduateApplicationListQuerySchema,
  graduateApplicationListSchema,
  graduateApplicationSchema,
  graduateRegisterFieldsSchema,
  loginBodySchema,
  messageResponseSchema,
} from './accounts';
import { defineEndpoints } from './endpoint';
import { waitingCountSchema } from './moderation';
import { signInAnswerSchema } from './two-step';
import { binaryFileSchema } from './schema-parts';

/** The fields of a graduate application with its optional `proof` file (multipart). */
const graduateRegisterFormSchema = graduateRegisterFieldsSchema.extend({
  proof: binaryFileSchema.optional(),
});

/** Graduate applications and the graduates' sign-in (`/reception-vip/*`). */
export const graduateEndpoints = defineEndpoints('reception-vip', {
  register: {
    method: 'POST',
    path: '/reception-vip/register',
    access: 'public',
    summary:
      'Apply as a graduate (multipart: the fields of an account, graduation_year, student_number, department, and an optional file `proof`: PDF, PNG, JPG or WebP up to 5 MB)',
    body: graduateRegisterFormSchema,
    bodyKind: 'multipart',
    status: 202,
    response: messageResponseSchema,
    problems: [401, 403, 404, 413, 415],
  },
  login: {
    method: 'POST',
    path: '/reception-vip/login',
    access: 'public',
    summary: 'Sign in as an approved graduate; others learn where their application stands',
    body: loginBodySchema,
    response: signInAnswerSchema,
    problems: [401, 403, 404],
  },
  list: {
    method: 'GET',
    path: '/reception-vip/applications',
    access: 'moderator',
    summary: 'Graduate applications, newest first (moderators and admins)',
    query: graduateApplicationListQuerySchema,
    response: graduateApplicationListSchema,
    problems: [404, 429],
  },
  countWaiting: {
    method: 'GET',
    path: '/reception-vip/applications/waiting-count',
    access: 'moderator',
    summary: 'How many graduate applications wait for a decision (moderators and admins)',
    response: waitingCountSchema,
  },
  get: {
    method: 'GET',
    path: '/reception-vip/applications/:id',
    access: 'moderator',
    summary: 'One graduate application',
    params: applicationIdParamsSchema,
    response: graduateApplicationSchema,
    problems: [404, 429],
  },
  downloadProof: {
    method: 'GET',
    path: '/reception-vip/applications/:id/proof',
    access: 'moderator',
    summary: 'The proof document of an application, as a download',
    params: applicationIdParamsSchema,
    response: binaryFileSchema,
    responseKind: 'file',
    problems: [404, 429],
  },
  review: {
    method: 'POST',
    path: '/reception-vip/applications/:id/verify',
    access: 'moderator',
    summary: 'Approve or reject a pending application (a note is required to reject)',
    params: applicationIdParamsSchema,
    body: applicationReviewBodySchema,
    response: graduateApplicationSchema,
    problems: [404, 409, 429],
  },
});

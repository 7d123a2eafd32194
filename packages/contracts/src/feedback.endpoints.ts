import { defineEndpoints } from './endpoint';
import { waitingCountSchema } from './moderation';
import {
  feedbackAdminQuerySchema,
  feedbackItemIdParamsSchema,
  feedbackItemPageSchema,
  feedbackItemSchema,
  feedbackMineQuerySchema,
  feedbackReviewBodySchema,
  feedbackWriteBodySchema,
  suggestionWriteBodySchema,
} from './feedback';

export const feedbackEndpoints = defineEndpoints('feedback', {
  sendFeedback: {
    method: 'POST',
    path: '/feedback',
    access: 'signed-in',
    summary: 'Send feedback, with an optional rating from 1 to 5',
    body: feedbackWriteBodySchema,
    status: 201,
    response: feedbackItemSchema,
  },
  sendSuggestion: {
    method: 'POST',
    path: '/suggestions',
    access: 'signed-in',
    summary: 'Send a suggestion, optionally about one product area',
    body: suggestionWriteBodySchema,
    status: 201,
    response: feedbackItemSchema,
  },
  listOwn: {
    method: 'GET',
    path: '/feedback/mine',
    access: 'signed-in',
    summary: "The caller's own feedback and suggestions, newest first",
    query: feedbackMineQuerySchema,
    response: feedbackItemPageSchema,
  },
  listAll: {
    method: 'GET',
    path: '/admin/feedback',
    access: 'admin',
    summary: 'Feedback or suggestions, newest first (admins)',
    query: feedbackAdminQuerySchema,
    response: feedbackItemPageSchema,
  },
  countWaiting: {
    method: 'GET',
    path: '/admin/feedback/waiting-count',
    access: 'admin',
    summary: 'How many items of one kind are new (admins)',
    query: feedbackAdminQuerySchema.pick({ kind: true }),
    response: waitingCountSchema,
  },
  review: {
    method: 'PUT',
    path: '/admin/feedback/:item_id',
    access: 'admin',
    summary: 'Set the status of feedback or a suggestion and answer it (admins; audited)',
    params: feedbackItemIdParamsSchema,
    body: feedbackReviewBodySchema,
    response: feedbackItemSchema,
    problems: [404],
  },
});

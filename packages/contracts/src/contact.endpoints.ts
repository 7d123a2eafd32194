import {
  contactIdParamsSchema,
  contactListQuerySchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactReceiptSchema,
  contactReplyBodySchema,
  contactWriteBodySchema,
} from './contact';
import { defineEndpoints } from './endpoint';
import { waitingCountSchema } from './moderation';

export const contactEndpoints = defineEndpoints('contact', {
  send: {
    method: 'POST',
    path: '/contacts',
    access: 'public',
    summary: 'Send a message with the public contact form',
    body: contactWriteBodySchema,
    status: 201,
    response: contactReceiptSchema,
  },
  list: {
    method: 'GET',
    path: '/admin/contacts',
    access: 'admin',
    summary: 'The contact messages, newest first (admins)',
    query: contactListQuerySchema,
    response: contactMessagePageSchema,
  },
  countWaiting: {
    method: 'GET',
    path: '/admin/contacts/waiting-count',
    access: 'admin',
    summary: 'How many contact messages are not handled yet (admins)',
    response: waitingCountSchema,
  },
  get: {
    method: 'GET',
    path: '/admin/contacts/:contact_id',
    access: 'admin',
    summary: 'One contact message (admins)',
    params: contactIdParamsSchema,
    response: contactMessageSchema,
    problems: [404],
  },
  markHandled: {
    method: 'POST',
    path: '/admin/contacts/:contact_id/handled',
    access: 'admin',
    summary: 'Mark a contact message handled (admins; audited)',
    params: contactIdParamsSchema,
    response: contactMessageSchema,
    problems: [404],
  },
  reply: {
    method: 'POST',
    path: '/admin/contacts/:contact_id/reply',
    access: 'admin',
    summary: 'Answer a contact message by e-mail and mark it handled (admins; audited)',
    params: contactIdParamsSchema,
    body: contactReplyBodySchema,
    response: contactMessageSchema,
    problems: [404],
  },
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campusDateOf, profileExportSchema, shiftCampusDate } from '@campus/contracts';
import { createTestApp, type TestContext } from './test-app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { bearer, nextClientAddress, registerVerifiedUser } from './accounts-helpers';
import { signedInWithRole } from './staff-helpers';
import { testDriver } from './test-database';

let context: TestContext;
let mail: MailCatcher;
let moderator: string;
let author: { token: string; userId: string };
let someoneElse: { token: string; userId: string };

beforeAll(async () => {
  mail = await startMailCatcher();
  context = await createTestApp({ env: { SMTP_URL: mail.url } });
  const [moderatorAccount, authorAccount, otherAccount] = await Promise.all([
    signedInWithRole(context, mail, 'moderator'),
    registerVerifiedUser(context.app, mail),
    registerVerifiedUser(context.app, mail),
  ]);
  moderator = moderatorAccount.token;
  author = {
    token: authorAccount.login.access_token,
    userId: authorAccount.login.user_current.user_id,
  };
  someoneElse = {
    token: otherAccount.login.access_token,
    userId: otherAccount.login.user_current.user_id,
  };
});
afterAll(async () => {
  await context.close();
  await mail.close();
});

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url: `/api${url}`,
    remoteAddress: nextClientAddress(),
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

async function exportOf(token: string) {
  const response = await call('GET', '/profile/me/export', token);
  return { text: response.body, data: profileExportSchema.parse(response.json()) };
}

describe(`the personal-data export of community content on ${testDriver}`, () => {
  it('holds what the person shared in the pool, the therapist pools and the listings, and nobody else’s', async () => {
    await call('POST', '/question-groups', moderator, {
      group_id: 3001,
      name_en: 'Campus life',
      name_tr: 'Kampüs yaşamı',
      display_order: 1,
    });
    const question = (
      await call('POST', '/pool/questions', author.token, {
        group_id: 3001,
        title: 'Is the night bus still running?',
        content: 'I could not find the winter timetable of the night bus anywhere.',
        is_anonymous: true,
      })
    ).json<{ question_id: string }>();
    await call('POST', `/pool/questions/${question.question_id}/replies`, someoneElse.token, {
      content: 'Yes, until 01:00 on weekdays.',
    });
    const ownReply = (
      await call('POST', `/pool/questions/${question.question_id}/replies`, author.token, {
        content: 'Thank you!',
      })
    ).json<{ reply_id: string }>();
    await call('POST', '/pools/psychology/consent', author.token);
    const entry = (
      await call('POST', '/pools/psychology/entries', author.token, {
        therapist_name: 'Uzm. Psk. Deniz Yalçın',
        experience: 'Patient and clear; the sessions helped me plan my exam weeks calmly.',
        sessions: 6,
        fee: 0,
        city: 'Ankara',
        is_online: true,
      })
    ).json<{ entry_id: string }>();
    const listing = (
      await call('POST', '/listings', author.token, {
        category: 'erasmus',
        title: 'Room in Lisbon for the spring term',
        description: 'A furnished room near the university, shared kitchen, five months.',
        contact: 'Send me a message on the platform',
        expires_on: shiftCampusDate(campusDateOf(new Date()), 10),
      })
    ).json<{ listing_id: string }>();

    const { data } = await exportOf(author.token);
    expect(data.pool_questions).toEqual([
      expect.objectContaining({
        question_id: question.question_id,
        is_anonymous: true,
        is_mine: true,
        author: null,
        reply_count: 2,
      }),
    ]);
    expect(data.pool_replies).toEqual([
      expect.objectContaining({ reply_id: ownReply.reply_id, is_asker: true, is_mine: true }),
    ]);
    expect(data.therapist_pool_entries).toEqual([
      expect.objectContaining({ entry_id: entry.entry_id, status: 'waiting', is_mine: true }),
    ]);
    expect(data.listings).toEqual([
      expect.objectContaining({ listing_id: listing.listing_id, status: 'waiting', is_mine: true }),
    ]);

    // The replier's export has their reply only, and nothing that names the anonymous asker.
    const other = await exportOf(someoneElse.token);
    expect(other.data.pool_questions).toEqual([]);
    expect(other.data.pool_replies).toHaveLength(1);
    expect(other.data.therapist_pool_entries).toEqual([]);
    expect(other.data.listings).toEqual([]);
    expect(other.text).not.toContain(author.userId);
  });

  it('holds their feedback, waitlists, vote proposals, alarms and notifications too', async () => {
    const sent = (
      await call('POST', '/feedback', author.token, {
        subject: 'The GPA calculator',
        message: 'It would help to see the grade needed in each course for a target.',
        rating: 4,
      })
    ).json<{ item_id: string }>();
    await call('POST', '/waitlist', author.token, { feature: 'ai_assistant' });
    const proposal = (
      await call('POST', '/votes/questions', author.token, {
        title: 'Should the library open on Sundays?',
        options: ['Yes', 'No'],
      })
    ).json<{ question_id: string }>();
    const alarm = (
      await call('POST', '/alarms', author.token, {
        title: 'Register for courses',
        remind_at: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
        send_email: false,
      })
    ).json<{ alarm_id: string }>();

    const { data } = await exportOf(author.token);
    expect(data.feedback_items.map((item) => item.item_id)).toEqual([sent.item_id]);
    expect(data.waitlist_entries.map((entry) => entry.feature)).toEqual(['ai_assistant']);
    expect(data.vote_proposals.map((question) => question.question_id)).toEqual([
      proposal.question_id,
    ]);
    expect(data.votes).toEqual([]);
    expect(data.alarms.map((item) => item.alarm_id)).toEqual([alarm.alarm_id]);
    expect(data.career_applications).toEqual([]);
    // The reply in the first test became a notification for the asker.
    expect(data.notifications.map((item) => item.kind)).toContain('pool_question.replied');
    expect((await exportOf(someoneElse.token)).data.feedback_items).toEqual([]);
  });
});

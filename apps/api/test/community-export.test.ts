import { describe, expect, it } from 'vitest';
import {
  alarmSchema,
  feedbackItemSchema,
  listingSchema,
  poolReplySchema,
  profileExportSchema,
  voteQuestionSchema,
  waitlistEntrySchema,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { campusDay } from './support/factories/events';
import {
  createPoolQuestion,
  createPoolReply,
  createQuestionGroup,
} from './support/factories/questions';
import { acceptPoolConsent, createTherapistEntry } from './support/factories/therapist-pools';
import { expectStatus } from './support/http';

const t = useTestApp();

async function exportOf(token: string) {
  const response = await t.api.call('GET', '/profile/me/export', token);
  return { text: response.body, data: expectStatus(response, 200, profileExportSchema) };
}

describe(`the personal-data export of community content on ${testDriver}`, () => {
  it('holds what the person shared in the pool, the therapist pools and the listings, and nobody else’s', async () => {
    const [author, someoneElse] = await Promise.all([createUser(t), createUser(t)]);
    const { group_id: groupId } = await createQuestionGroup(t, {
      name_en: 'Campus life',
      name_tr: 'Kampüs yaşamı',
    });
    const question = await createPoolQuestion(t, {
      author_id: author.id,
      group_id: groupId,
      title: 'Is the night bus still running?',
      content: 'I could not find the winter timetable of the night bus anywhere.',
      is_anonymous: true,
    });
    await createPoolReply(t, {
      question_id: question.question_id,
      author_id: someoneElse.id,
      content: 'Yes, until 01:00 on weekdays.',
    });
    const ownReply = await createPoolReply(t, {
      question_id: question.question_id,
      author_id: author.id,
      content: 'Thank you!',
    });
    await acceptPoolConsent(t, author.id, 'psychology');
    const entry = await createTherapistEntry(t, {
      author_id: author.id,
      therapist_name: 'Uzm. Psk. Deniz Yalçın',
      experience: 'Patient and clear; the sessions helped me plan my exam weeks calmly.',
      sessions: 6,
      fee: 0,
      city: 'Ankara',
      is_online: true,
    });
    const listing = expectStatus(
      await t.api.call('POST', '/listings', author.token, {
        category: 'erasmus',
        title: 'Room in Lisbon for the spring term',
        description: 'A furnished room near the university, shared kitchen, five months.',
        contact: 'Send me a message on the platform',
        expires_on: campusDay(10),
      }),
      201,
      listingSchema,
    );

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
    expect(other.text).not.toContain(author.id);
  });

  it('holds their feedback, waitlists, vote proposals, alarms and notifications too', async () => {
    const [author, someoneElse] = await Promise.all([createUser(t), createUser(t)]);
    // A reply to the author's question becomes a notification for them.
    const { group_id: groupId } = await createQuestionGroup(t);
    const question = await createPoolQuestion(t, { author_id: author.id, group_id: groupId });
    expectStatus(
      await t.api.call(
        'POST',
        `/pool/questions/${question.question_id}/replies`,
        someoneElse.token,
        {
          content: 'Yes, until 01:00 on weekdays.',
        },
      ),
      201,
      poolReplySchema,
    );
    await t.app.domainEvents.idle();

    const sent = expectStatus(
      await t.api.call('POST', '/feedback', author.token, {
        subject: 'The GPA calculator',
        message: 'It would help to see the grade needed in each course for a target.',
        rating: 4,
      }),
      201,
      feedbackItemSchema,
    );
    expectStatus(
      await t.api.call('POST', '/waitlist', author.token, { feature: 'ai_assistant' }),
      201,
      waitlistEntrySchema,
    );
    const proposal = expectStatus(
      await t.api.call('POST', '/votes/questions', author.token, {
        title: 'Should the library open on Sundays?',
        options: ['Yes', 'No'],
      }),
      201,
      voteQuestionSchema,
    );
    const alarm = expectStatus(
      await t.api.call('POST', '/alarms', author.token, {
        title: 'Register for courses',
        remind_at: new Date(Date.now() + 2 * 60 * 60 * 1000).toISOString(),
        send_email: false,
      }),
      201,
      alarmSchema,
    );

    const { data } = await exportOf(author.token);
    expect(data.feedback_items.map((item) => item.item_id)).toEqual([sent.item_id]);
    expect(data.waitlist_entries.map((entry) => entry.feature)).toEqual(['ai_assistant']);
    expect(data.vote_proposals.map((item) => item.question_id)).toEqual([proposal.question_id]);
    expect(data.votes).toEqual([]);
    expect(data.alarms.map((item) => item.alarm_id)).toEqual([alarm.alarm_id]);
    expect(data.career_applications).toEqual([]);
    expect(data.notifications.map((item) => item.kind)).toEqual(['pool_question.replied']);
    expect((await exportOf(someoneElse.token)).data.feedback_items).toEqual([]);
  });
});

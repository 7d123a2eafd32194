import { describe, expect, it } from 'vitest';
import type { Notification } from '@campus/contracts';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createNotificationHelpers, reviewedListing } from './support/notifications';

const t = useTestApp();
const { list, unreadCount, unreadNotifications } = createNotificationHelpers(t);

describe(`notifications on ${testDriver}`, () => {
  it('tells the author of a reviewed listing, and no one else, without a text', async () => {
    const [moderator, student, other] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
      createUser(t),
    ]);
    expect(await unreadCount(student.token)).toBe(0);
    const approvedId = await reviewedListing(t, moderator.token, student.id, 'approve');
    const rejectedId = await reviewedListing(
      t,
      moderator.token,
      student.id,
      'reject',
      'Please add the return time',
    );

    const page = await list(student.token);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.kind)).toEqual(['listing.reviewed', 'listing.reviewed']);
    const [rejected, approved] = page.items;
    expect(rejected).toMatchObject({
      payload: { listing_id: rejectedId, status: 'rejected', note: 'Please add the return time' },
      link: '/my-space',
      read_at: null,
    });
    expect(approved).toMatchObject({
      payload: { listing_id: approvedId, status: 'approved', note: null },
    });
    expect(await unreadCount(student.token)).toBe(2);

    expect((await list(other.token)).total).toBe(0);
    expect(await unreadCount(other.token)).toBe(0);
  });

  it('makes each kind from its domain event, with its link and its facts only', async () => {
    const [other, student] = await Promise.all([createUser(t), createUser(t)]);
    await unreadNotifications(student.id, 2);
    const ids = {
      question: '11111111-1111-4111-8111-111111111111',
      reply: '22222222-2222-4222-8222-222222222222',
      alarm: '33333333-3333-4333-8333-333333333333',
      event: '44444444-4444-4444-8444-444444444444',
      item: '55555555-5555-4555-8555-555555555555',
      application: '66666666-6666-4666-8666-666666666666',
      entry: '77777777-7777-4777-8777-777777777777',
      experience: '88888888-8888-4888-8888-888888888888',
      course: '99999999-9999-4999-8999-999999999999',
    };
    const events = t.app.domainEvents;
    const userId = other.id;
    // Recorded as the features do, in a transaction; delivered once it committed.
    await t.database.db.transaction(async (transaction) => {
      await events.record(transaction, 'course_experience.reviewed', {
        experience_id: ids.experience,
        course_id: ids.course,
        course_code: 'CENG 101',
        author_id: userId,
        status: 'approved',
        note: null,
      });
      await events.record(transaction, 'user.vip_unlocked', { user_id: userId });
      await events.record(transaction, 'pool_question.replied', {
        question_id: ids.question,
        reply_id: ids.reply,
        asker_id: userId,
      });
      await events.record(transaction, 'therapist_entry.reviewed', {
        entry_id: ids.entry,
        pool: 'psychiatry',
        author_id: userId,
        status: 'rejected',
        note: 'No names, please',
      });
      await events.record(transaction, 'alarm.fired', {
        alarm_id: ids.alarm,
        user_id: userId,
        title: 'Exam',
        event_id: ids.event,
      });
      await events.record(transaction, 'alarm.fired', {
        alarm_id: ids.alarm,
        user_id: userId,
        title: 'Call',
        event_id: null,
      });
      await events.record(transaction, 'feedback.answered', {
        item_id: ids.item,
        kind: 'suggestion',
        author_id: userId,
        status: 'done',
      });
      await events.record(transaction, 'career_application.reviewed', {
        application_id: ids.application,
        applicant_id: userId,
        status: 'interview',
      });
    });
    await events.idle();

    const page = await list(other.token, '?page_size=25');
    expect(page.total).toBe(8);
    const byKind = new Map<string, Notification[]>();
    for (const item of page.items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
    expect([...byKind.keys()].sort()).toEqual([
      'alarm.fired',
      'career_application.reviewed',
      'course_experience.reviewed',
      'feedback.answered',
      'pool_question.replied',
      'therapist_entry.reviewed',
      'user.vip_unlocked',
    ]);
    expect(byKind.get('course_experience.reviewed')?.[0]).toMatchObject({
      link: '/my-space',
      payload: { course_code: 'CENG 101', status: 'approved', experience_id: ids.experience },
    });
    expect(byKind.get('user.vip_unlocked')?.[0]).toMatchObject({ link: '/courses', payload: {} });
    const replied = byKind.get('pool_question.replied')?.[0];
    expect(replied?.link).toBe(`/questions?thread=${ids.question}`);
    expect(replied?.payload).toEqual({ question_id: ids.question, reply_id: ids.reply });
    expect(byKind.get('therapist_entry.reviewed')?.[0]).toMatchObject({
      link: '/my-space',
      payload: { pool: 'psychiatry', status: 'rejected', note: 'No names, please' },
    });
    expect(
      byKind
        .get('alarm.fired')
        ?.map((item) => item.link)
        .sort(),
    ).toEqual(['/alarm/personal', `/event/${ids.event}`]);
    expect(byKind.get('feedback.answered')?.[0]).toMatchObject({
      payload: { kind: 'suggestion', status: 'done' },
    });
    expect(byKind.get('career_application.reviewed')?.[0]).toMatchObject({
      payload: { status: 'interview' },
    });
    expect(await unreadCount(other.token)).toBe(8);
    // None of them reached the student, who keeps their own two.
    expect((await list(student.token)).total).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { assistantChunks } from '../src/features/assistant/assistant.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { ask, indexAssistant } from './support/factories/assistant';
import {
  createCourse,
  createExperience,
  createApprovedContributions,
} from './support/factories/courses';
import { createEvent } from './support/factories/events';
import { createInformationProject } from './support/factories/information';
import { createQaEntry, createQuestionGroup } from './support/factories/questions';
import { expectStatus } from './support/http';

// Index jobs run when a test says so (runDue), so each test sees the moment before and after.
const t = useTestApp({ dependencies: { runJobs: false } });

async function chunksOf(
  unitType: 'course' | 'event' | 'dev_log' | 'information' | 'qa' | 'pool',
  unitId: string,
) {
  return t.database.db
    .select()
    .from(assistantChunks)
    .where(and(eq(assistantChunks.unit_type, unitType), eq(assistantChunks.unit_id, unitId)));
}

let codeCounter = 300;
function nextCode(prefix: string): string {
  codeCounter += 1;
  return `${prefix} ${String(codeCounter)}`;
}

describe('the index follows its sources', () => {
  it('adds an approved experience with its course, and drops a deleted one at once', async () => {
    const [moderator, author] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const course = await createCourse(t, { course_code: nextCode('ASTR') });
    const experience = await createExperience(t, {
      user_id: author.id,
      course_id: course.course_id,
      summary: 'Telescope nights were the best part.',
    });
    await indexAssistant(t);
    const waiting = await chunksOf('course', course.course_id);
    expect(waiting.map((chunk) => chunk.part)).toEqual(['course']);
    expect(waiting[0]?.facts).toMatchObject({ count: 0 });

    const approved = await t.api.call(
      'POST',
      `/coursefile/review/experiences/${experience.experience_id}/approve`,
      moderator.token,
    );
    expectStatus(approved, 200);
    // The course's chunks go in the approval's transaction; the queued job brings them back.
    expect(await chunksOf('course', course.course_id)).toEqual([]);
    await t.app.jobs.runDue();
    const indexed = await chunksOf('course', course.course_id);
    expect(
      indexed.map((chunk) => [chunk.source_type, chunk.part, chunk.visibility]).sort(),
    ).toEqual([
      ['course', 'course', 'public'],
      ['course', 'grades', 'vip'],
      ['experience', 'summary', 'public'],
      ['experience', 'vip', 'vip'],
    ]);
    expect(indexed.find((chunk) => chunk.part === 'course')?.facts).toMatchObject({ count: 1 });

    expectStatus(
      await t.api.call(
        'DELETE',
        `/coursefile/review/experiences/${experience.experience_id}`,
        moderator.token,
      ),
      204,
    );
    expect(await chunksOf('course', course.course_id)).toEqual([]);
    await t.app.jobs.runDue();
    expect((await chunksOf('course', course.course_id)).map((chunk) => chunk.part)).toEqual([
      'course',
    ]);
  });

  it('finds an edited course under its new name', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const code = nextCode('GEOL');
    const course = await createCourse(t, {
      course_code: code,
      name_en: 'Rocks',
      name_tr: 'Kayalar',
    });
    await indexAssistant(t);
    const response = await t.api.call(
      'PUT',
      `/coursefile/courses/${course.course_id}`,
      moderator.token,
      {
        course_code: code,
        department_id: course.department_id,
        name_en: 'Volcanology Fundamentals',
        name_tr: 'Volkanoloji Temelleri',
        credits: 3,
        ects: 5,
        course_type: 'elective',
        level: 'undergraduate',
        status: 'active',
        instructor_name: 'Ayşe Demir',
        semester_offered: 'fall',
        language: 'en',
      },
    );
    expectStatus(response, 200);
    await t.app.jobs.runDue();
    const student = await createUser(t);
    const answer = await ask(t, student.token, { question: 'volkanoloji temelleri dersi nasıl' });
    expect(answer.sources.sources[0]).toMatchObject({ source_id: course.course_id });
    expect(answer.text).toContain('Volkanoloji Temelleri');
  });

  it('drops a deactivated event, a deleted dev log entry and an unpublished project at once', async () => {
    const [moderator, admin] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t, { role: 'admin' }),
    ]);
    const event = await createEvent(t, { event_name: 'Meteor Shower Watch' });
    const project = await createInformationProject(t, {
      project_id: 'observatory-access',
      status: 'published',
      name_en: 'Observatory access',
    });
    const created = await t.api.call('POST', '/dev/entries', admin.token, {
      title_en: 'Star charts',
      title_tr: 'Yıldız haritaları',
      body_en: 'The star charts page is live.',
      body_tr: 'Yıldız haritaları sayfası yayında.',
      kind: 'feature',
      published_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expectStatus(created, 201);
    const entryId = created.json<{ entry_id: string }>().entry_id;
    await t.app.jobs.runDue();
    await indexAssistant(t);
    expect(await chunksOf('event', event.event_id)).toHaveLength(1);
    expect(await chunksOf('dev_log', entryId)).toHaveLength(2);
    expect(await chunksOf('information', project.project_id)).toHaveLength(2);

    expectStatus(
      await t.api.call('POST', `/event/manage/${event.event_id}/deactivate`, moderator.token),
      200,
    );
    expectStatus(await t.api.call('DELETE', `/dev/entries/${entryId}`, admin.token), 204);
    expectStatus(
      await t.api.call(
        'POST',
        `/information/projects/${project.project_id}/archive`,
        moderator.token,
      ),
      200,
    );
    const removed = [
      ['event', event.event_id],
      ['dev_log', entryId],
      ['information', project.project_id],
    ] as const;
    for (const [type, id] of removed) expect(await chunksOf(type, id), type).toEqual([]);
    await t.app.jobs.runDue();
    for (const [type, id] of removed) expect(await chunksOf(type, id), type).toEqual([]);
  });

  it('follows an edited Q&A answer', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const group = await createQuestionGroup(t);
    const entry = await createQaEntry(t, { group_id: group.group_id });
    await indexAssistant(t);
    const response = await t.api.call('PUT', `/qa/entries/${entry.entry_id}`, moderator.token, {
      group_id: group.group_id,
      question_en: entry.question_en,
      question_tr: entry.question_tr,
      answer_en: 'Registration opens on the first Monday of September.',
      answer_tr: 'Kayıt eylülün ilk pazartesi açılır.',
      author: entry.author,
      status: 'answered',
    });
    expectStatus(response, 200);
    await t.app.jobs.runDue();
    const chunks = await chunksOf('qa', entry.entry_id);
    const bodyIn = (language: string) => chunks.find((chunk) => chunk.language === language)?.body;
    expect(chunks).toHaveLength(2);
    expect(bodyIn('en')).toContain('first Monday of September');
    expect(bodyIn('en')).not.toContain('eylülün');
    expect(bodyIn('tr')).toContain('Kayıt eylülün ilk pazartesi açılır.');
  });
});

describe('who sees what', () => {
  it('gives VIP parts to a student only from the third approval on, and to moderators', async () => {
    const [moderator, student, author] = await Promise.all([
      createUser(t, { role: 'moderator' }),
      createUser(t),
      createUser(t),
    ]);
    const code = nextCode('OCEA');
    const course = await createCourse(t, { course_code: code, name_en: 'Oceanography' });
    await createExperience(t, {
      user_id: author.id,
      course_id: course.course_id,
      status: 'approved',
      exam_tips: 'Memorise the tide tables zq7.',
      grade_received: 'AA',
    });
    await createApprovedContributions(t, student.id, 2);
    await indexAssistant(t);

    const before = await ask(t, student.token, { question: `${code} exam tips` });
    expect(before.response.body).not.toContain('zq7');
    expect(before.response.body).not.toContain('Grade distribution');
    expect(before.text).toContain('three of your course experiences');
    expect(before.done.sources.map((source) => source.title)).toContainEqual(
      expect.stringContaining('Oceanography'),
    );
    expect(before.done.sources.every((source) => !source.title.includes('(VIP)'))).toBe(true);

    const third = await createExperience(t, { user_id: student.id });
    expectStatus(
      await t.api.call(
        'POST',
        `/coursefile/review/experiences/${third.experience_id}/approve`,
        moderator.token,
      ),
      200,
    );
    await t.app.jobs.runDue();
    const after = await ask(t, student.token, { question: `${code} exam tips` });
    expect(after.text).toContain('Grade distribution: AA 1');
    expect(after.text).not.toContain('three of your course experiences');

    const asModerator = await ask(t, moderator.token, { question: `${code} exam tips` });
    expect(asModerator.text).toContain('Grade distribution: AA 1');
  });

  it('never indexes or shows an author, anonymous or not', async () => {
    const [asker, replier, author, reader] = await Promise.all([
      createUser(t, { firstName: 'Zeynepcan', lastName: 'Kılıçarslanoğlu' }),
      createUser(t, { firstName: 'Bartuğhan', lastName: 'Özdemirtaş' }),
      createUser(t, { firstName: 'Melisanur', lastName: 'Çağlayangil' }),
      createUser(t),
    ]);
    const group = await createQuestionGroup(t);
    const asked = await t.api.call('POST', '/pool/questions', asker.token, {
      group_id: group.group_id,
      title: 'Which quiet study rooms open at night?',
      content: 'I need a quiet study room after midnight during finals.',
      is_anonymous: true,
    });
    const questionId = asked.json<{ question_id: string }>().question_id;
    expectStatus(
      await t.api.call('POST', `/pool/questions/${questionId}/replies`, replier.token, {
        content: 'The library study rooms stay open all night during finals.',
      }),
      201,
    );
    await createExperience(t, {
      user_id: author.id,
      status: 'approved',
      summary: 'Quiet study rooms helped me pass.',
    });
    await t.app.jobs.runDue();
    await indexAssistant(t);

    const answer = await ask(t, reader.token, { question: 'quiet study rooms at night' });
    expect(answer.sources.sources.map((source) => source.source_id)).toContain(questionId);
    const chunks = await t.database.db.select().from(assistantChunks);
    const everything = `${answer.response.body}\n${JSON.stringify(chunks)}`;
    for (const person of [asker, replier, author])
      for (const trace of [person.id, person.email, person.firstName, person.lastName])
        expect(everything).not.toContain(trace);
  });
});

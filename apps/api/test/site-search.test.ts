import { describe, expect, it } from 'vitest';
import { siteSearchResultsSchema, type SiteSearchResults } from '@campus/contracts';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { indexAssistant } from './support/factories/assistant';
import { createCourse, createExperience } from './support/factories/courses';
import { createInformationProject } from './support/factories/information';
import { createQaEntry, createQuestionGroup } from './support/factories/questions';
import { expectProblem, expectStatus } from './support/http';

const t = useTestApp({ dependencies: { runJobs: false } });

/** The kinds of page found, in their order, and every title. */
function summaryOf(results: SiteSearchResults) {
  return {
    kinds: results.groups.map((group) => group.source_type),
    titles: results.groups.flatMap((group) => group.items.map((item) => item.title)),
  };
}

describe('the search box', () => {
  it('finds a word across kinds of pages, each person only what they may read', async () => {
    const word = 'Kryoflux';
    const [student, moderator, author] = await Promise.all([
      createUser(t),
      createUser(t, { role: 'moderator' }),
      createUser(t),
    ]);
    const group = await createQuestionGroup(t);
    await createQaEntry(t, {
      group_id: group.group_id,
      question_en: `Where is the ${word} lab?`,
      question_tr: `${word} laboratuvarı nerede?`,
      answer_en: `The ${word} lab is in building C.`,
      answer_tr: `${word} laboratuvarı C binasında.`,
    });
    await createInformationProject(t, {
      project_id: 'kryoflux-access',
      name_en: `${word} lab access`,
      name_tr: `${word} laboratuvarına giriş`,
      description_en: `How to get a card for the ${word} lab.`,
      status: 'published',
    });
    const course = await createCourse(t, { course_code: 'CRYO 101', name_en: 'Cryogenics' });
    await createExperience(t, {
      user_id: author.id,
      course_id: course.course_id,
      status: 'approved',
      summary: 'Cold but fun.',
      exam_tips: `Revise the ${word} sheets before the final.`,
    });
    await indexAssistant(t);

    const search = async (token?: string) =>
      expectStatus(
        await t.api.call('GET', `/search?q=${word}&lang=en`, token),
        200,
        siteSearchResultsSchema,
      );

    // A visitor: the public Q&A entry only.
    const visitor = summaryOf(await search());
    expect(visitor.kinds).toEqual(['qa']);
    expect(visitor.titles).toEqual([`Where is the ${word} lab?`]);

    // A student without VIP access: the information project too, never the VIP exam tips.
    const asStudent = await search(student.token);
    expect(summaryOf(asStudent).kinds.sort()).toEqual(['information', 'qa']);
    expect(JSON.stringify(asStudent)).not.toContain('sheets before the final');
    const project = asStudent.groups.find((entry) => entry.source_type === 'information');
    expect(project?.items.map((item) => item.path)).toEqual([
      '/information/display/kryoflux-access',
    ]);
    const entry = asStudent.groups.find((found) => found.source_type === 'qa');
    expect(entry?.items[0]?.fragment).toContain(`**${word}**`);

    // A moderator reads VIP parts: the course's exam tips are found as well.
    const asModerator = await search(moderator.token);
    expect(summaryOf(asModerator).kinds.sort()).toEqual(['experience', 'information', 'qa']);
    expect(JSON.stringify(asModerator)).toContain('sheets before the final');
  });

  it('finds a word typed without Turkish letters, once per page', async () => {
    const group = await createQuestionGroup(t);
    await createQaEntry(t, {
      group_id: group.group_id,
      question_en: 'Can I change my advisor?',
      question_tr: 'Danışmanımı değiştirebilir miyim?',
      answer_en: 'Yes, ask the department secretary for the advisor change form.',
      answer_tr: 'Evet, danışman değişikliği formunu bölüm sekreterliğinden isteyin.',
    });
    await indexAssistant(t);
    const results = expectStatus(
      await t.api.call('GET', '/search?q=danisman%20degisikligi'),
      200,
      siteSearchResultsSchema,
    );
    const titles = summaryOf(results).titles;
    expect(titles).toContain('Danışmanımı değiştirebilir miyim?');
    expect(new Set(titles).size).toBe(titles.length);
    // Words in both languages: the entry once, titled in the reader's language.
    const titlesIn = async (lang: string) =>
      summaryOf(
        expectStatus(
          await t.api.call('GET', `/search?q=advisor%20danisman&lang=${lang}`),
          200,
          siteSearchResultsSchema,
        ),
      ).titles.filter((title) => /advisor|Danışman/.test(title));
    expect(await titlesIn('en')).toEqual(['Can I change my advisor?']);
    expect(await titlesIn('tr')).toEqual(['Danışmanımı değiştirebilir miyim?']);
  });

  it('shows a page found in both languages by its passage in the reader’s language', async () => {
    const word = 'Zephyrine';
    const student = await createUser(t);
    await createInformationProject(t, {
      project_id: 'zephyrine-exchange',
      name_en: `${word} exchange application`,
      name_tr: `${word} değişim başvurusu`,
      description_en: `Apply for the ${word} exchange by March.`,
      description_tr: `${word} değişimine Mart sonuna kadar başvurun.`,
      status: 'published',
    });
    await indexAssistant(t);
    const titleIn = async (lang: string) => {
      const results = expectStatus(
        await t.api.call('GET', `/search?q=${word}&lang=${lang}`, student.token),
        200,
        siteSearchResultsSchema,
      );
      return summaryOf(results).titles;
    };
    expect(await titleIn('en')).toEqual([`${word} exchange application`]);
    expect(await titleIn('tr')).toEqual([`${word} değişim başvurusu`]);
    // Words of one language only find that language's passage, whatever the reader's.
    const turkishWords = expectStatus(
      await t.api.call('GET', '/search?q=degisimine&lang=en', student.token),
      200,
      siteSearchResultsSchema,
    );
    expect(summaryOf(turkishWords).titles).toContain(`${word} değişim başvurusu`);
    expectProblem(await t.api.call('GET', `/search?q=${word}&lang=de`, student.token), 400);
  });

  it('asks for at least two characters', async () => {
    expectProblem(await t.api.call('GET', '/search?q=a'), 400);
    expectProblem(await t.api.call('GET', '/search'), 400);
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/app';
import { testDriver } from './support/database';
import { createUser } from './support/factories/accounts';
import { createCourseAdminHelpers } from './support/course-admin';

const t = useTestApp();
const { create, department, emptyCatalogue, search } = createCourseAdminHelpers(t);

describe(`name order on ${testDriver}`, () => {
  const turkishNames = [
    'Şebeke Analizi',
    'Olasılık',
    'İstatistik',
    'Çizge Kuramı',
    'Sayısal Analiz',
    'Ölçme Kuramı',
    'Isı Denklemi',
    'Diferansiyel Denklemler',
    'Cebir',
    'Cıvata Geometrisi',
  ];
  const collator = new Intl.Collator('tr');

  /** An empty catalogue with the ten Turkish names in the literature department (TURK 200-209). */
  async function turkishCourses(moderator: string): Promise<number> {
    await emptyCatalogue();
    const literature = await department('TURK');
    for (const [index, name] of turkishNames.entries()) {
      await create(moderator, {
        course_code: `TURK ${String(200 + index)}`,
        department_id: literature,
        name_tr: name,
        name_en: `${name} (English)`,
      });
    }
    return literature;
  }

  it('sorts the Turkish names in the order of the Turkish alphabet, both ways', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    await turkishCourses(moderator.token);
    const expected = [...turkishNames].sort(collator.compare);
    expect(expected.map((name) => name.charAt(0)).join('')).toBe('CCÇDIİOÖSŞ');
    const ascending = await search('department=TURK&sort=name_tr&page_size=25');
    expect(ascending.items.map((course) => course.name_tr)).toEqual(expected);
    const descending = await search('department=TURK&sort=-name_tr&page_size=25');
    expect(descending.items.map((course) => course.name_tr)).toEqual([...expected].reverse());
  });

  it('sorts the English names the same way and breaks ties by code', async () => {
    const moderator = await createUser(t, { role: 'moderator' });
    const literature = await turkishCourses(moderator.token);
    const english = await search('department=TURK&sort=name_en&page_size=25');
    const names = english.items.map((course) => course.name_en);
    expect(names).toEqual([...names].sort(collator.compare));
    expect(names).toHaveLength(turkishNames.length);

    await create(moderator.token, {
      course_code: 'TURK 299',
      department_id: literature,
      name_tr: 'Cebir',
    });
    await create(moderator.token, {
      course_code: 'TURK 199',
      department_id: literature,
      name_tr: 'Cebir',
    });
    const ties = await search('department=TURK&sort=-name_tr&page_size=25');
    const cebir = ties.items.filter((course) => course.name_tr === 'Cebir');
    expect(cebir.map((course) => course.course_code)).toEqual(['TURK 199', 'TURK 208', 'TURK 299']);
  });
});

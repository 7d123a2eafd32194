import { describe, expect, it } from 'vitest';
import {
  qbMatterPageSchema,
  qbMatterSchema,
  type QbMatter,
  type QbMatterInput,
} from '@campus/contracts';
import { expectAdminOnly } from './support/access';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createMatter, createQuestion } from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors, type Method } from './support/http';
import { createQbHelpers, uniqueWord } from './support/quiz-builder';

const t = useTestApp();
const { newAdmin } = createQbHelpers(t);

async function postMatter(admin: string, body: QbMatterInput): Promise<QbMatter> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/matter/main', admin, body),
    201,
    qbMatterSchema,
  );
}

describe('permissions', () => {
  const someId = '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
  const calls: { method: Method; url: string; payload?: object }[] = [];
  const bodies: Record<string, object> = {
    matter: { name_en: 'Music', name_tr: 'Müzik' },
    option: { text_en: 'Yes', text_tr: 'Evet', value: 1 },
    phrase: { template_en: 'Do you like {matter}?', template_tr: '{matter} sever misin?' },
  };
  for (const entity of ['matter', 'option', 'phrase'] as const) {
    const body = bodies[entity];
    calls.push(
      { method: 'GET', url: `/admin/qb/${entity}/main/all` },
      {
        method: 'POST',
        url: `/admin/qb/${entity}/main`,
        ...(body === undefined ? {} : { payload: body }),
      },
      { method: 'GET', url: `/admin/qb/${entity}/main/${someId}` },
      {
        method: 'PUT',
        url: `/admin/qb/${entity}/main/${someId}`,
        ...(body === undefined ? {} : { payload: body }),
      },
      { method: 'DELETE', url: `/admin/qb/${entity}/main/${someId}` },
    );
  }

  it.each(calls)('$method $url: 401 signed out, 403 for students and moderators', async (entry) => {
    await expectAdminOnly(t, entry);
  });
});

describe('matters', () => {
  it('creates, reads, lists, updates and deletes a matter, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const parent = await postMatter(admin, {
      name_en: `Hobbies ${word}`,
      name_tr: `Hobiler ${word}`,
      description_en: 'Free time',
      description_tr: 'Boş zaman',
    });
    expect(parent.parent).toBeNull();
    expect(parent.description_tr).toBe('Boş zaman');
    const child = await postMatter(admin, {
      name_en: `Chess ${word}`,
      name_tr: `Satranç ${word}`,
      parent_id: parent.matter_id,
    });
    expect(child.parent).toEqual({
      matter_id: parent.matter_id,
      name_en: parent.name_en,
      name_tr: parent.name_tr,
    });

    const read = await t.api.read(
      `/admin/qb/matter/main/${parent.matter_id}`,
      admin,
      qbMatterSchema,
    );
    expect(read.children_count).toBe(1);

    const children = await t.api.read(
      `/admin/qb/matter/main/all?parent_id=${parent.matter_id}`,
      admin,
      qbMatterPageSchema,
    );
    expect(children.items.map((m) => m.matter_id)).toEqual([child.matter_id]);
    const topLevel = await t.api.read(
      `/admin/qb/matter/main/all?parent_id=none&q=${word}`,
      admin,
      qbMatterPageSchema,
    );
    expect(topLevel.items.map((m) => m.matter_id)).toEqual([parent.matter_id]);

    const updated = await t.api.call('PUT', `/admin/qb/matter/main/${child.matter_id}`, admin, {
      name_en: `Board games ${word}`,
      name_tr: `Kutu oyunları ${word}`,
      parent_id: null,
    });
    const saved = expectStatus(updated, 200, qbMatterSchema);
    expect(saved.name_tr).toBe(`Kutu oyunları ${word}`);
    expect(saved.parent).toBeNull();

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/matter/main/${child.matter_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/matter/main/${child.matter_id}`, admin), 404);
    expect(await auditOf(t, 'qb_matter.created', child.matter_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_matter.updated', child.matter_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_matter.deleted', child.matter_id)).toHaveLength(1);
  });

  it('explains what is wrong with a matter form', async () => {
    const admin = await newAdmin();
    const wrongForms: [object, string, string][] = [
      [{ name_en: 'Sports', name_tr: ' ' }, 'body.name_tr', 'name_tr is required'],
      // The rule's field is the empty one, so it reads as the SPEC's "{field} is required".
      [
        { name_en: 'Sports', name_tr: 'Spor', description_en: 'Games and exercise' },
        'body.description_tr',
        'description_tr is required',
      ],
      [
        { name_en: 'x'.repeat(121), name_tr: 'Spor' },
        'body.name_en',
        'must not exceed 120 characters',
      ],
      [
        { name_en: 'Sports', name_tr: 'Spor', parent_id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f' },
        'body.parent_id',
        'The parent matter does not exist',
      ],
    ];
    for (const [body, field, message] of wrongForms)
      expect(
        fieldErrors(await t.api.call('POST', '/admin/qb/matter/main', admin, body))[field],
      ).toBe(message);

    const badId = await t.api.call('GET', '/admin/qb/matter/main/not-an-id', admin);
    expect(fieldErrors(badId)['path.matter_id']).toBe('Invalid ID');
  });

  it('refuses to put a matter inside itself or its own sub-matter', async () => {
    const admin = await newAdmin();
    const top = await createMatter(t, { name_en: 'Arts', name_tr: 'Sanat' });
    const middle = await createMatter(t, {
      name_en: 'Music',
      name_tr: 'Müzik',
      parent_id: top.matter_id,
    });
    const bottom = await createMatter(t, {
      name_en: 'Jazz',
      name_tr: 'Caz',
      parent_id: middle.matter_id,
    });
    for (const parentId of [top.matter_id, bottom.matter_id]) {
      const response = await t.api.call('PUT', `/admin/qb/matter/main/${top.matter_id}`, admin, {
        name_en: 'Arts',
        name_tr: 'Sanat',
        parent_id: parentId,
      });
      expect(fieldErrors(response)['body.parent_id']).toBe(
        'A matter cannot be inside itself or one of its own sub-matters',
      );
    }
  });

  it('refuses to delete a matter that child matters or questions use, naming them', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const parent = await createMatter(t, { name_en: `Food ${word}`, name_tr: `Yemek ${word}` });
    const child = await createMatter(t, {
      name_en: 'Street food',
      name_tr: 'Sokak lezzetleri',
      parent_id: parent.matter_id,
    });
    const blocked = await t.api.call('DELETE', `/admin/qb/matter/main/${parent.matter_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This matter is used by 1 child matter: "Street food". Remove it from them first.',
    );

    await createQuestion(t, { text_en: 'Do you cook at home?', matter_ids: [child.matter_id] });
    await createQuestion(t, { text_en: 'How spicy do you eat?', matter_ids: [child.matter_id] });
    const used = await t.api.call('DELETE', `/admin/qb/matter/main/${child.matter_id}`, admin);
    expect(expectProblem(used, 409).detail).toBe(
      'This matter is used by 2 questions: "Do you cook at home?", "How spicy do you eat?". Remove it from them first.',
    );
    const count = await t.api.read(
      `/admin/qb/matter/main/${child.matter_id}`,
      admin,
      qbMatterSchema,
    );
    expect(count.question_count).toBe(2);
    // Nothing was deleted.
    expectStatus(await t.api.call('GET', `/admin/qb/matter/main/${parent.matter_id}`, admin), 200);
    expect(await auditOf(t, 'qb_matter.deleted', parent.matter_id)).toEqual([]);
  });

  it('searches Turkish-aware over both languages and pages the list', async () => {
    const admin = await newAdmin();
    const list = (query: string) =>
      t.api.read(`/admin/qb/matter/main/all?${query}`, admin, qbMatterPageSchema);
    const word = uniqueWord();
    const music = await createMatter(t, {
      name_en: `Music education ${word}`,
      name_tr: `Müzik Öğrenimi ${word}`,
    });
    for (const query of ['ogrenim', 'MÜZİK ÖĞRENİMİ', 'muzik ogren', 'EDUCATION']) {
      const page = await list(`q=${encodeURIComponent(query)}&page_size=100`);
      expect(
        page.items.map((m) => m.matter_id),
        query,
      ).toContain(music.matter_id);
    }
    const exact = await list(`q=${encodeURIComponent(`öğrenimi ${word}`)}`);
    expect(exact.items.map((m) => m.matter_id)).toEqual([music.matter_id]);
    const none = await list(`q=${encodeURIComponent(`ışık ${word}`)}`);
    expect(none.total).toBe(0);

    const pageWord = uniqueWord();
    const letters = 'abcçdefgğhıijk';
    for (const letter of letters) {
      await createMatter(t, { name_en: `${letter} ${pageWord}`, name_tr: `${letter} ${pageWord}` });
    }
    const first = await list(`q=${pageWord}&page_size=10&lang=tr`);
    const second = await list(`q=${pageWord}&page_size=10&page=2&lang=tr`);
    expect(first.total).toBe(letters.length);
    expect(first.items).toHaveLength(10);
    expect(second.items).toHaveLength(letters.length - 10);
    // Turkish order: ç after c, ğ after g, ı before i.
    expect([...first.items, ...second.items].map((m) => m.name_tr.charAt(0)).join('')).toBe(
      letters,
    );

    const badSize = await t.api.call('GET', '/admin/qb/matter/main/all?page_size=7', admin);
    expect(fieldErrors(badSize)['query.page_size']).toBe(
      'page_size must be one of 10, 25, 50, 100',
    );
  });
});

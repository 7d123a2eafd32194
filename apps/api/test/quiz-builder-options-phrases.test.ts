import { describe, expect, it } from 'vitest';
import {
  qbMessages,
  qbOptionPageSchema,
  qbOptionSchema,
  qbPhrasePageSchema,
  qbPhraseSchema,
  type QbOption,
  type QbOptionInput,
  type QbPhrase,
  type QbPhraseInput,
} from '@campus/contracts';
import { useTestApp } from './support/app';
import { auditOf } from './support/audit';
import { createOption, createPhrase, createQuestion } from './support/factories/quiz-builder';
import { expectProblem, expectStatus, fieldErrors } from './support/http';
import { createQbHelpers, uniqueWord } from './support/quiz-builder';

const t = useTestApp();
const { newAdmin } = createQbHelpers(t);

async function postOption(admin: string, body: QbOptionInput): Promise<QbOption> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/option/main', admin, body),
    201,
    qbOptionSchema,
  );
}

async function postPhrase(admin: string, body: QbPhraseInput): Promise<QbPhrase> {
  return expectStatus(
    await t.api.call('POST', '/admin/qb/phrase/main', admin, body),
    201,
    qbPhraseSchema,
  );
}

describe('options', () => {
  it('creates an option with alternatives, edits the list and deletes it, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const option = await postOption(admin, {
      text_en: `Strongly agree ${word}`,
      text_tr: `Kesinlikle katılıyorum ${word}`,
      value: 5,
      alternatives: [
        { text_en: 'Completely agree', text_tr: 'Tamamen katılıyorum' },
        { text_en: 'Fully agree', text_tr: 'Tümüyle katılıyorum' },
      ],
    });
    expect(option.value).toBe(5);
    expect(option.alternatives.map((a) => a.text_en)).toEqual(['Completely agree', 'Fully agree']);
    const [completely, fully] = option.alternatives;
    if (completely === undefined || fully === undefined) throw new Error('alternatives missing');

    // Reorder and swap wordings, drop one, add one: all in one save.
    const updated = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
      text_en: `Strongly agree ${word}`,
      text_tr: `Kesinlikle katılıyorum ${word}`,
      value: 4.5,
      alternatives: [
        { text_en: 'Totally agree', text_tr: 'Bütünüyle katılıyorum' },
        {
          alternative_id: completely.alternative_id,
          text_en: 'Fully agree',
          text_tr: 'Tümüyle katılıyorum',
        },
      ],
    });
    const saved = expectStatus(updated, 200, qbOptionSchema);
    expect(saved.value).toBe(4.5);
    expect(saved.alternatives.map((a) => a.text_en)).toEqual(['Totally agree', 'Fully agree']);
    expect(saved.alternatives[1]?.alternative_id).toBe(completely.alternative_id);
    expect(saved.alternatives.map((a) => a.alternative_id)).not.toContain(fully.alternative_id);

    const read = await t.api.read(
      `/admin/qb/option/main/${option.option_id}`,
      admin,
      qbOptionSchema,
    );
    expect(read).toEqual(saved);

    // An alternative's wording is searchable.
    const found = await t.api.read(
      `/admin/qb/option/main/all?q=${encodeURIComponent(`bütünüyle`)}`,
      admin,
      qbOptionPageSchema,
    );
    expect(found.items.map((o) => o.option_id)).toContain(option.option_id);

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/option/main/${option.option_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/option/main/${option.option_id}`, admin), 404);
    expect(await auditOf(t, 'qb_option.created', option.option_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_option.updated', option.option_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_option.deleted', option.option_id)).toHaveLength(1);
  });

  it('explains what is wrong with an option form', async () => {
    const admin = await newAdmin();
    const duplicate = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 1,
      alternatives: [{ text_en: 'Great', text_tr: 'cok IYI' }],
    });
    expect(fieldErrors(duplicate)['body.alternatives.0.text_tr']).toBe(
      'Each wording of an option must be unique: "cok IYI" is used twice',
    );

    const outOfRange = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      text_tr: 'Çok iyi',
      value: 5000,
    });
    expect(fieldErrors(outOfRange)['body.value']).toBe(qbMessages.optionValue);

    const missing = await t.api.call('POST', '/admin/qb/option/main', admin, {
      text_en: 'Very good',
      value: 1,
    });
    expect(fieldErrors(missing)['body.text_tr']).toBe('text_tr is required');

    const option = await createOption(t, { text_en: 'Maybe', text_tr: 'Belki', value: 0 });
    const foreign = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
      text_en: 'Maybe',
      text_tr: 'Belki',
      value: 0,
      alternatives: [
        {
          alternative_id: '3f1c2a4e-8b7d-4c6a-9e5f-1a2b3c4d5e6f',
          text_en: 'Perhaps',
          text_tr: 'Olabilir',
        },
      ],
    });
    expect(fieldErrors(foreign)['body.alternatives.0.alternative_id']).toBe(
      'This alternative does not belong to the option',
    );

    const badRange = await t.api.call(
      'GET',
      '/admin/qb/option/main/all?min_value=3&max_value=1',
      admin,
    );
    expect(fieldErrors(badRange)['query.max_value']).toBe(
      'max_value must not be less than min_value',
    );
  });

  it('filters by value and sorts by value', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    for (const value of [3, -1, 7]) {
      await createOption(t, { text_en: `${word} ${String(value)}`, text_tr: `${word} tr`, value });
    }
    const page = await t.api.read(
      `/admin/qb/option/main/all?q=${word}&min_value=0&sort=value`,
      admin,
      qbOptionPageSchema,
    );
    expect(page.items.map((o) => o.value)).toEqual([3, 7]);
  });

  it('refuses to delete an option a question offers, or drop an alternative it shows', async () => {
    const admin = await newAdmin();
    const option = await createOption(t, {
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [{ text_en: 'Frequently', text_tr: 'Sıklıkla' }],
    });
    const alternativeId = option.alternatives[0]?.alternative_id;
    if (alternativeId === undefined) throw new Error('alternative missing');
    await createQuestion(t, {
      text_en: 'How often do you read?',
      options: [{ option_id: option.option_id, alternative_id: alternativeId }],
    });

    const blocked = await t.api.call('DELETE', `/admin/qb/option/main/${option.option_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This option is used by 1 question: "How often do you read?". Remove it from them first.',
    );

    const dropped = await t.api.call('PUT', `/admin/qb/option/main/${option.option_id}`, admin, {
      text_en: 'Often',
      text_tr: 'Sık sık',
      value: 3,
      alternatives: [],
    });
    expect(expectProblem(dropped, 409).detail).toBe(
      'This alternative ("Frequently") is used by 1 question: "How often do you read?". Remove it from them first.',
    );
    const read = await t.api.read(
      `/admin/qb/option/main/${option.option_id}`,
      admin,
      qbOptionSchema,
    );
    expect(read.alternatives).toHaveLength(1);
    expect(read.question_count).toBe(1);
  });
});

describe('phrases', () => {
  it('creates, reads, filters, updates and deletes a phrase, audited', async () => {
    const admin = await newAdmin();
    const word = uniqueWord();
    const phrase = await postPhrase(admin, {
      template_en: `How much do you enjoy {matter}? ${word}`,
      template_tr: `{matter} ne kadar hoşunuza gider? ${word}`,
    });
    expect(phrase.placeholders).toEqual(['matter']);
    const plain = await postPhrase(admin, {
      template_en: `Anything else? ${word}`,
      template_tr: `Başka bir şey? ${word}`,
    });
    expect(plain.placeholders).toEqual([]);

    const withMatter = await t.api.read(
      `/admin/qb/phrase/main/all?q=${word}&placeholder=matter`,
      admin,
      qbPhrasePageSchema,
    );
    expect(withMatter.items.map((p) => p.phrase_id)).toEqual([phrase.phrase_id]);
    const without = await t.api.read(
      `/admin/qb/phrase/main/all?q=${word}&placeholder=none`,
      admin,
      qbPhrasePageSchema,
    );
    expect(without.items.map((p) => p.phrase_id)).toEqual([plain.phrase_id]);
    const turkish = await t.api.read(
      `/admin/qb/phrase/main/all?q=${encodeURIComponent(`HOŞUNUZA`)}`,
      admin,
      qbPhrasePageSchema,
    );
    expect(turkish.items.map((p) => p.phrase_id)).toContain(phrase.phrase_id);

    const updated = await t.api.call('PUT', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin, {
      template_en: 'Do you prefer {matter} or {matter_2}?',
      template_tr: '{matter} mı {matter_2} mi?',
    });
    expect(expectStatus(updated, 200, qbPhraseSchema).placeholders).toEqual(['matter', 'matter_2']);

    expectStatus(
      await t.api.call('DELETE', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin),
      204,
    );
    expectProblem(await t.api.call('GET', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin), 404);
    expect(await auditOf(t, 'qb_phrase.created', phrase.phrase_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_phrase.updated', phrase.phrase_id)).toHaveLength(1);
    expect(await auditOf(t, 'qb_phrase.deleted', phrase.phrase_id)).toHaveLength(1);
  });

  it('accepts only known placeholders, the same in both languages', async () => {
    const admin = await newAdmin();
    const post = (body: object) => t.api.call('POST', '/admin/qb/phrase/main', admin, body);
    const unknown = await post({
      template_en: 'Do you like {topic}?',
      template_tr: '{topic} sever misin?',
    });
    expect(fieldErrors(unknown)['body.template_en']).toBe(
      'Unknown placeholder {topic}: use {matter} or {matter_2}',
    );

    const different = await post({
      template_en: 'Do you like {matter}?',
      template_tr: 'Sever misin?',
    });
    expect(fieldErrors(different)['body.template_tr']).toBe(qbMessages.samePlaceholders);

    const braces = await post({
      template_en: 'Do you like {matter?',
      template_tr: '{matter sever misin?',
    });
    expect(fieldErrors(braces)['body.template_en']).toBe(qbMessages.placeholderBraces);

    const missing = await post({ template_en: 'Hello' });
    expect(fieldErrors(missing)['body.template_tr']).toBe('template_tr is required');
  });

  it('refuses to delete a phrase a question is worded by', async () => {
    const admin = await newAdmin();
    const phrase = await createPhrase(t, {
      template_en: 'Would you try {matter}?',
      template_tr: '{matter} dener miydin?',
    });
    await createQuestion(t, { phrase_id: phrase.phrase_id });
    const blocked = await t.api.call('DELETE', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin);
    expect(expectProblem(blocked, 409).detail).toBe(
      'This phrase is used by 1 question: "Would you try {matter}?". Remove it from them first.',
    );
    expectStatus(await t.api.call('GET', `/admin/qb/phrase/main/${phrase.phrase_id}`, admin), 200);
  });
});

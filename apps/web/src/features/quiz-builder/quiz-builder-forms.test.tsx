import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QbQuestion } from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse } from '../../test/render-feature';
import {
  often,
  page,
  phrase,
  question,
  rarely,
  renderAt,
  serveLibrary,
  sports,
} from './test-support';

beforeEach(serveLibrary);

describe('the forms', () => {
  it('asks for both names of a matter and sends the body', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/matter/main', () => jsonResponse(201, sports));
    renderAt('/admin/qb/matters/add');
    await user.click(await screen.findByRole('button', { name: 'Add matter' }));
    expect(await screen.findByText('Name (English) is required')).toBeVisible();
    expect(screen.getByText('Name (Turkish) is required')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/matter/main')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Sports');
    await user.type(screen.getByRole('textbox', { name: 'Name (Turkish)' }), 'Spor');
    await user.type(screen.getByRole('textbox', { name: 'Description (English)' }), 'Games');
    await user.click(screen.getByRole('button', { name: 'Add matter' }));
    expect(await screen.findByText('Description (Turkish) is required')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Description (English)' }));
    await user.click(screen.getByRole('button', { name: 'Add matter' }));
    await screen.findByRole('heading', { name: 'Sports', level: 1 });
    expect(fakeServer.callsTo('POST', 'admin/qb/matter/main')[0]?.body).toEqual({
      name_en: 'Sports',
      name_tr: 'Spor',
      description_en: '',
      description_tr: '',
      parent_id: null,
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/option/main', () =>
      problemResponse(400, 'Validation failed', [
        { field: 'body.alternatives.0.text_tr', code: 'required', message: 'text_tr is required' },
      ]),
    );
    renderAt('/admin/qb/options/add');
    await user.type(await screen.findByRole('textbox', { name: 'Text (English)' }), 'Often');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Sık sık');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (English)' }), 'Frequently');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'Sıklıkla');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('Validation failed')).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }),
    ).toHaveAccessibleDescription('Text (Turkish) is required');
  });

  it('refuses a wording used twice in an option, and sends the alternatives in their order', async () => {
    const user = userEvent.setup();
    fakeServer.on('POST', 'admin/qb/option/main', () => jsonResponse(201, often));
    fakeServer.on('GET', `admin/qb/option/main/${often.option_id}`, () => jsonResponse(200, often));
    renderAt('/admin/qb/options/add');
    await user.type(await screen.findByRole('textbox', { name: 'Text (English)' }), 'Often');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Çok');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (English)' }), 'Frequently');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'cok');
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(
      await screen.findByText('Each wording of an option must be unique: “cok” is used twice.'),
    ).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 1 (Turkish)' }), 'Sıklıkla');
    await user.click(screen.getByRole('button', { name: 'Add alternative wording' }));
    await user.type(screen.getByRole('textbox', { name: 'Alternative 2 (English)' }), 'A lot');
    await user.type(screen.getByRole('textbox', { name: 'Alternative 2 (Turkish)' }), 'Epey');
    await user.click(screen.getByRole('button', { name: 'Move alternative 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'admin/qb/option/main')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'admin/qb/option/main')[0]?.body).toEqual({
      text_en: 'Often',
      text_tr: 'Çok',
      value: 0,
      alternatives: [
        { text_en: 'A lot', text_tr: 'Epey' },
        { text_en: 'Frequently', text_tr: 'Sıklıkla' },
      ],
    });
  });

  it('previews a phrase and refuses an unknown placeholder', async () => {
    const user = userEvent.setup();
    renderAt('/admin/qb/phrases/add');
    await user.type(
      await screen.findByRole('textbox', { name: 'Template (English)' }),
      'Do you like {{matter}?',
    );
    expect(screen.getByText('Do you like sports?')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Template (Turkish)' }),
      '{{topic} sever misin?',
    );
    await user.click(screen.getByRole('button', { name: 'Add phrase' }));
    expect(
      await screen.findByText('Unknown placeholder {topic}: use {matter} or {matter_2}.'),
    ).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/phrase/main')).toHaveLength(0);
  });

  it('needs two options for a choice question', async () => {
    const user = userEvent.setup();
    renderAt('/admin/qb/questions/add');
    await user.click(await screen.findByRole('radio', { name: 'Own text' }));
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), 'Do you run?');
    await user.type(screen.getByRole('textbox', { name: 'Text (Turkish)' }), 'Koşar mısın?');
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    expect(await screen.findByText('Choose at least 2 options.')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'admin/qb/question/main')).toHaveLength(0);
  });

  it('warns, without stopping the save, when another question has the same text', async () => {
    const existing: QbQuestion = {
      ...question,
      question_id: '1f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f1',
      phrase: null,
      text_en: 'Do you run in the morning?',
      text_tr: 'Sabahları koşar mısın?',
      rendered_en: 'Do you run in the morning?',
      rendered_tr: 'Sabahları koşar mısın?',
    };
    fakeServer.on('GET', 'admin/qb/question/main/all', () =>
      jsonResponse(200, page([question, existing])),
    );
    const user = userEvent.setup();
    renderAt('/admin/qb/questions/add');
    await user.click(await screen.findByRole('radio', { name: 'Own text' }));
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), 'Do you run in the');
    // Only an equal text (case and Turkish letters folded) is a duplicate.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByText('A question with this text exists already')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Text (English)' }), ' MORNING? ');
    const warning = await screen.findByRole('alert', {
      name: 'A question with this text exists already',
    });
    expect(
      within(warning).getByRole('link', { name: 'Do you run in the morning?' }),
    ).toHaveAttribute('href', `/admin/qb/questions/one/main/${existing.question_id}`);
    const searches = fakeServer
      .callsTo('GET', 'admin/qb/question/main/all')
      .map((call) => call.search.get('q'));
    expect(searches).toContain('Do you run in the MORNING?');
    expect(screen.getByRole('button', { name: 'Add question' })).toBeEnabled();
  });

  it('tells that an edit made a new version', async () => {
    const user = userEvent.setup();
    fakeServer.on('PUT', `admin/qb/question/main/${question.question_id}`, () =>
      jsonResponse(200, {
        ...question,
        options: question.options.slice().reverse(),
        current_version: 2,
      }),
    );
    renderAt(`/admin/qb/questions/edit/${question.question_id}`);
    expect(await screen.findByText(/This question has 2 responses/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move “Rarely” up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findAllByText(
        'Saved as a new version: version 2. Earlier answers keep their version.',
      ),
    ).not.toHaveLength(0);
    expect(
      fakeServer.callsTo('PUT', `admin/qb/question/main/${question.question_id}`)[0]?.body,
    ).toMatchObject({
      phrase_id: phrase.phrase_id,
      matter_ids: [sports.matter_id],
      options: [
        { option_id: rarely.option_id, alternative_id: null },
        { option_id: often.option_id, alternative_id: null },
      ],
    });
  });
});

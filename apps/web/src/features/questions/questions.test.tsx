import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  PoolGroup,
  PoolQuestion,
  PoolReply,
  PoolThread,
  QaEntry,
  QaGroup,
} from '@campus/contracts';
import { setSignedOut } from '../../lib/auth-store';
import { signInAs } from '../../test/people';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { QaPage } from './bank/qa-page';
import { DemoThreadPage } from './pool/demo-thread-page';
import { QuestionsPage } from './pool/questions-page';

const poolGroup: PoolGroup = {
  group_id: 1001,
  name_en: 'Courses',
  name_tr: 'Dersler',
  display_order: 1,
  open_count: 2,
};
const qaGroup: QaGroup = { ...poolGroup, entry_count: 1 };

const anonymousQuestion: PoolQuestion = {
  question_id: '5d0c1a9e-7d41-4c55-9a7e-000000000101',
  group_id: 1001,
  title: 'Failing Physics II again',
  content: 'What should I do about my scholarship?',
  status: 'open',
  is_anonymous: true,
  author: null,
  is_mine: true,
  reply_count: 1,
  created_at: '2026-05-18T09:30:00.000Z',
  updated_at: '2026-05-18T09:30:00.000Z',
};
const reply: PoolReply = {
  reply_id: '5d0c1a9e-7d41-4c55-9a7e-000000000111',
  question_id: anonymousQuestion.question_id,
  content: 'Talk to your advisor before the withdrawal deadline.',
  author: { display_name: 'Zeynep K.' },
  is_asker: false,
  is_mine: false,
  created_at: '2026-05-18T11:00:00.000Z',
};

function page<Item>(items: Item[]) {
  return { items, page: 1, page_size: 25, total: items.length };
}

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  fakeServer.on('GET', 'pool/groups', () => jsonResponse(200, page([poolGroup])));
  fakeServer.on('GET', 'qa/groups', () => jsonResponse(200, page([qaGroup])));
});
afterEach(() => {
  setSignedOut();
});

describe('the question pool page', () => {
  it('shows the groups and a call to sign in to a signed-out visitor, without asking for questions', async () => {
    setSignedOut();
    renderRoutes({
      routes: [{ path: '/questions', element: <QuestionsPage /> }],
      initialEntry: '/questions',
    });
    expect(await screen.findByText('Sign in to read and ask questions')).toBeInTheDocument();
    expect(await screen.findByText('Courses')).toBeInTheDocument();
    expect(screen.getByText('2 open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See a sample thread' })).toHaveAttribute(
      'href',
      '/thread/display/demo',
    );
    expect(fakeServer.callsTo('GET', 'pool/questions')).toEqual([]);
  });

  it('lists questions with "Anonymous" for an anonymous asker, and asks a new one anonymously', async () => {
    signInAs('student');
    fakeServer.on('GET', 'pool/questions', () => jsonResponse(200, page([anonymousQuestion])));
    fakeServer.on('POST', 'pool/questions', (call) =>
      jsonResponse(201, { ...anonymousQuestion, ...(call.body as object), reply_count: 0 }),
    );
    fakeServer.on('GET', `pool/questions/${anonymousQuestion.question_id}`, () =>
      jsonResponse(200, { question: anonymousQuestion, replies: page([]) } satisfies PoolThread),
    );
    renderRoutes({
      routes: [{ path: '/questions', element: <QuestionsPage /> }],
      initialEntry: '/questions',
    });
    const item = await screen.findByRole('article');
    expect(within(item).getByText('Anonymous')).toBeInTheDocument();
    expect(within(item).getByText('(you)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ask a question' }));
    const form = await screen.findByRole('form', { name: 'Ask a question' });
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    expect(await within(form).findByText('Group is required')).toBeInTheDocument();
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'pool/questions')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Courses' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Title/ }),
      'Failing Physics II again',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Your question/ }),
      'What should I do about my scholarship?',
    );
    await user.click(within(form).getByRole('checkbox', { name: /Ask anonymously/ }));
    await user.click(within(form).getByRole('button', { name: 'Ask' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'pool/questions')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'pool/questions')[0]?.body).toEqual({
      group_id: 1001,
      title: 'Failing Physics II again',
      content: 'What should I do about my scholarship?',
      is_anonymous: true,
    });
  });

  it('sends a reply with Ctrl+Enter and shows the asker as "The asker"', async () => {
    signInAs('student');
    const ownReply: PoolReply = {
      ...reply,
      reply_id: '5d0c1a9e-7d41-4c55-9a7e-000000000112',
      content: 'Thank you!',
      author: null,
      is_asker: true,
      is_mine: true,
    };
    let replies = [reply];
    fakeServer.on('GET', `pool/questions/${anonymousQuestion.question_id}`, () =>
      jsonResponse(200, { question: anonymousQuestion, replies: page(replies) }),
    );
    fakeServer.on('POST', `pool/questions/${anonymousQuestion.question_id}/replies`, () => {
      replies = [reply, ownReply];
      return jsonResponse(201, ownReply);
    });
    renderRoutes({
      routes: [{ path: '/questions', element: <QuestionsPage /> }],
      initialEntry: `/questions?thread=${anonymousQuestion.question_id}`,
    });
    expect(
      await screen.findByRole('heading', { name: 'Failing Physics II again' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Zeynep K.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /^Your reply/ });
    await user.type(box, 'Thank you!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => {
      expect(
        fakeServer.callsTo('POST', `pool/questions/${anonymousQuestion.question_id}/replies`),
      ).toHaveLength(1);
    });
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('The asker')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('refuses an empty reply without calling the API, and shows a 409 from a closed thread', async () => {
    signInAs('student');
    fakeServer.on('GET', `pool/questions/${anonymousQuestion.question_id}`, () =>
      jsonResponse(200, { question: anonymousQuestion, replies: page([reply]) }),
    );
    fakeServer.on('POST', `pool/questions/${anonymousQuestion.question_id}/replies`, () =>
      problemResponse(409, 'This question is closed and takes no more replies'),
    );
    renderRoutes({
      routes: [{ path: '/questions', element: <QuestionsPage /> }],
      initialEntry: `/questions?thread=${anonymousQuestion.question_id}`,
    });
    await user.click(await screen.findByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Your reply is required')).toBeInTheDocument();
    expect(
      fakeServer.callsTo('POST', `pool/questions/${anonymousQuestion.question_id}/replies`),
    ).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /^Your reply/ }), 'Late');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(
      await screen.findByText('This question is closed and takes no more replies'),
    ).toBeInTheDocument();
  });
});

describe('the demo thread page', () => {
  it('shows the sample thread read-only, in the reader language, with a call to sign in', async () => {
    fakeServer.on('GET', 'thread/display/demo', (call) =>
      jsonResponse(200, {
        question: {
          ...anonymousQuestion,
          is_mine: false,
          title: call.search.get('locale') === 'tr' ? 'Türkçe başlık' : 'English title',
        },
        replies: page([reply]),
      }),
    );
    renderRoutes({
      routes: [{ path: '/thread/display/demo', element: <DemoThreadPage /> }],
      initialEntry: '/thread/display/demo',
      language: 'tr',
    });
    expect(await screen.findByRole('heading', { name: 'Türkçe başlık' })).toBeInTheDocument();
    expect(screen.getByText('Anonim')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute(
      'href',
      '/reception/login',
    );
  });
});

describe('the Q&A bank page', () => {
  const entry: QaEntry = {
    entry_id: '5d0c1a9e-7d41-4c55-9a7e-000000000201',
    group_id: 1001,
    question_en: 'How many times can I retake a course?',
    question_tr: 'Bir dersi kaç kez tekrar alabilirim?',
    answer_en: 'There is no limit.',
    answer_tr: 'Bir sınır yok.',
    order: 1,
    author: 'Registrar’s Office',
    status: 'answered',
    created_at: '2026-05-18T09:30:00.000Z',
    updated_at: '2026-05-18T09:30:00.000Z',
  };

  it('opens a group in the reader language and searches', async () => {
    fakeServer.on('GET', 'qa/entries', () => jsonResponse(200, page([entry])));
    renderRoutes({
      routes: [{ path: '/qa/display', element: <QaPage /> }],
      initialEntry: '/qa/display',
      language: 'tr',
    });
    await user.click(await screen.findByRole('button', { name: /Dersler/ }));
    expect(await screen.findByText('Bir dersi kaç kez tekrar alabilirim?')).toBeInTheDocument();
    expect(screen.getByText('Bir sınır yok.')).toBeInTheDocument();
    expect(fakeServer.callsTo('GET', 'qa/entries')[0]?.search.get('group_id')).toBe('1001');
    expect(screen.queryByRole('button', { name: 'Soru ekle' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Yanıtlarda arayın' }), 'ogrenci');
    await waitFor(() => {
      expect(fakeServer.calls.some((call) => call.search.get('q') === 'ogrenci')).toBe(true);
    });
    expect(await screen.findByText('1 sonuç')).toBeInTheDocument();
  });

  it('opens at one entry from a link to it (the assistant cites entries so)', async () => {
    fakeServer.on('GET', 'qa/entries', () => jsonResponse(200, page([entry])));
    const scrolled: string[] = [];
    const scrollIntoView = vi
      .spyOn(window.HTMLElement.prototype, 'scrollIntoView')
      .mockImplementation(function (this: HTMLElement) {
        scrolled.push(this.id);
      });
    renderRoutes({
      routes: [{ path: '/qa/display', element: <QaPage /> }],
      initialEntry: `/qa/display?group=1001#qa-${entry.entry_id}`,
    });
    // The group opens by itself, and its entry is scrolled to and focused.
    const question = await screen.findByText('How many times can I retake a course?');
    const article = question.closest('article');
    await waitFor(() => {
      expect(scrolled).toContain(`qa-${entry.entry_id}`);
    });
    expect(article).toHaveFocus();
    expect(fakeServer.callsTo('GET', 'qa/entries')[0]?.search.get('group_id')).toBe('1001');
    scrollIntoView.mockRestore();
  });

  it('lets a moderator add an entry, with the SPEC messages first', async () => {
    signInAs('moderator');
    fakeServer.on('GET', 'qa/entries', () => jsonResponse(200, page([entry])));
    fakeServer.on('POST', 'qa/entries', (call) =>
      jsonResponse(201, { ...entry, ...(call.body as object) }),
    );
    renderRoutes({
      routes: [{ path: '/qa/display', element: <QaPage /> }],
      initialEntry: '/qa/display',
    });
    await user.click(await screen.findByRole('button', { name: 'Add a question' }));
    const form = await screen.findByRole('form', { name: 'Add a Q&A question' });
    await user.type(
      within(form).getByRole('textbox', { name: /^Question \(English\)/ }),
      'Is there a shuttle?',
    );
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('Question is required in both languages'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Author is required')).toBeInTheDocument();
    expect(within(form).getByText('Group is required')).toBeInTheDocument();
    expect(fakeServer.callsTo('POST', 'qa/entries')).toEqual([]);

    await user.click(within(form).getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Courses' }));
    await user.type(
      within(form).getByRole('textbox', { name: /^Question \(Turkish\)/ }),
      'Servis var mı?',
    );
    await user.type(
      within(form).getByRole('textbox', { name: /^Author/ }),
      'Student Affairs Office',
    );
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'qa/entries')).toHaveLength(1);
    });
    expect(fakeServer.callsTo('POST', 'qa/entries')[0]?.body).toMatchObject({
      group_id: 1001,
      question_en: 'Is there a shuttle?',
      question_tr: 'Servis var mı?',
      author: 'Student Affairs Office',
      status: 'pending',
      order: null,
    });
  });
});

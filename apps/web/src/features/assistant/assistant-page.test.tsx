import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  AssistantConversationDetail,
  AssistantMessage,
  AssistantSource,
  AssistantStatus,
} from '@campus/contracts';
import { fakeServer, jsonResponse, problemResponse, renderRoutes } from '../../test/render-feature';
import { AssistantPage } from './assistant-page';
import { messageOf, now, questionId } from './test-messages';

const conversationId = '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01';
const answerId = '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f03';

const source: AssistantSource = {
  n: 1,
  source_type: 'course',
  source_id: '4f1c2b3a-0000-4000-8000-000000000001',
  title: 'CMPE 216 Data Structures',
  path: '/courses/4f1c2b3a-0000-4000-8000-000000000001',
  fragment: '**CMPE 216** is demanding',
};

function status(mode: AssistantStatus['mode']): AssistantStatus {
  return {
    mode,
    question_max_length: 1000,
    messages_per_conversation: 50,
    questions_per_day: 300,
    retention_days: 90,
  };
}

/** A stream the test writes to, event by event. */
function openStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close() {
      controller?.close();
    },
  };
}

let user: UserEvent;
/** What the API holds of the answer, as the conversation read returns it. */
let savedAnswer: Pick<AssistantMessage, 'content' | 'status'>;

function detail(): AssistantConversationDetail {
  return {
    conversation_id: conversationId,
    title: 'Is CMPE 216 hard?',
    message_count: 2,
    created_at: now,
    updated_at: now,
    messages: [
      messageOf({}),
      messageOf({
        message_id: answerId,
        role: 'assistant',
        mode: 'offline',
        reply_to: questionId,
        sources: [source],
        ...savedAnswer,
      }),
    ],
  };
}

function renderPage() {
  return renderRoutes({
    routes: [
      { path: '/assistant', element: <AssistantPage /> },
      { path: '/courses/:course_id', element: <h1>Course page</h1> },
    ],
    initialEntry: '/assistant',
  });
}

async function ask(question: string) {
  const box = await screen.findByRole('textbox', { name: 'Your question' });
  await user.type(box, question);
  await user.keyboard('{Enter}');
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  savedAnswer = { content: '', status: 'streaming' };
  fakeServer.on('GET', 'assistant/status', () => jsonResponse(200, status('offline')));
  fakeServer.on('GET', 'assistant/conversations', () =>
    jsonResponse(200, { items: [], page: 1, page_size: 100, total: 0 }),
  );
  fakeServer.on('GET', `assistant/conversations/${conversationId}`, () =>
    jsonResponse(200, detail()),
  );
});

describe('AssistantPage', () => {
  it('streams an answer: its sources first, then its text, then done', async () => {
    const stream = openStream();
    fakeServer.on('POST', 'assistant/ask', () => stream.response());
    const { router } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'What would you like to know?' }),
    ).toBeVisible();
    expect(screen.getByText('Answers can be wrong; check the linked pages.')).toBeVisible();

    await ask('Is CMPE 216 hard?');
    expect(await screen.findByText('Looking through CampusHub’s pages…')).toBeVisible();
    expect(fakeServer.callsTo('POST', 'assistant/ask')[0]?.body).toEqual({
      question: 'Is CMPE 216 hard?',
      conversation_id: null,
      locale: 'en',
    });
    expect(screen.getByRole('button', { name: 'Stop the answer' })).toBeVisible();

    stream.send('sources', {
      conversation_id: conversationId,
      question_message_id: questionId,
      message_id: answerId,
      mode: 'offline',
      sources: [source],
    });
    const chip = await screen.findByRole('link', { name: 'Source 1: CMPE 216 Data Structures' });
    expect(chip).toHaveAttribute('href', source.path);
    await waitFor(() => {
      expect(router.state.location.search).toBe(`?c=${conversationId}`);
    });

    stream.send('text', { delta: '**CMPE 216** is ' });
    stream.send('text', { delta: 'demanding [1].' });
    const live = await screen.findByText('is demanding', { exact: false });
    expect(live.closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.getByText('CMPE 216', { selector: 'strong' })).toBeInTheDocument();

    savedAnswer = { content: '**CMPE 216** is demanding [1].', status: 'complete' };
    stream.send('done', {
      message_id: answerId,
      status: 'complete',
      mode: 'offline',
      content: savedAnswer.content,
      sources: [source],
    });
    stream.close();
    expect(await screen.findByRole('button', { name: 'Copy the answer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Good answer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Assistant' });
    expect(
      within(article).getAllByRole('link', { name: 'Source 1: CMPE 216 Data Structures' }),
    ).toHaveLength(2);

    await user.click(chip);
    expect(await screen.findByRole('heading', { name: 'Course page' })).toBeVisible();
  });

  it('stops an answer: closes the stream, tells the API, and keeps the text so far', async () => {
    const stream = openStream();
    fakeServer.on('POST', 'assistant/ask', () => stream.response());
    fakeServer.on('POST', `assistant/messages/${answerId}/stop`, () => {
      savedAnswer = { content: 'Partial answer', status: 'stopped' };
      return jsonResponse(200, detail().messages[1]);
    });
    renderPage();
    await ask('Is CMPE 216 hard?');
    stream.send('sources', {
      conversation_id: conversationId,
      question_message_id: questionId,
      message_id: answerId,
      mode: 'offline',
      sources: [source],
    });
    stream.send('text', { delta: 'Partial answer' });
    expect(await screen.findByText('Partial answer')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Stop the answer' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', `assistant/messages/${answerId}/stop`)).toHaveLength(1);
    });
    expect(await screen.findByText('Stopped: the answer is incomplete.')).toBeVisible();
    expect(screen.getByText('Partial answer')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop the answer' })).not.toBeInTheDocument();
  });

  it('shows a refusal’s message (429) with Retry', async () => {
    fakeServer.on('POST', 'assistant/ask', () =>
      problemResponse(429, 'You asked 10 questions in a minute; wait a moment.'),
    );
    renderPage();
    await ask('When are the next events?');
    expect(
      await screen.findByText('You asked 10 questions in a minute; wait a moment.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('POST', 'assistant/ask')).toHaveLength(2);
    });
  });

  it('shows the “Offline answers” badge only when no model is configured', async () => {
    const { unmount } = renderPage();
    expect(await screen.findByText('Offline answers')).toBeVisible();
    unmount();

    fakeServer.on('GET', 'assistant/status', () => jsonResponse(200, status('model')));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistant' })).toBeVisible();
    await waitFor(() => {
      expect(fakeServer.callsTo('GET', 'assistant/status')).toHaveLength(2);
    });
    expect(screen.queryByText('Offline answers')).not.toBeInTheDocument();
  });

  it('suggests first questions in Turkish', async () => {
    renderRoutes({
      routes: [{ path: '/assistant', element: <AssistantPage /> }],
      initialEntry: '/assistant',
      language: 'tr',
    });
    expect(await screen.findByRole('button', { name: 'CMPE 216 zor mu?' })).toBeVisible();
    expect(
      screen.getByText('Yanıtlar yanlış olabilir; bağlantı verilen sayfaları kontrol et.'),
    ).toBeVisible();
  });
});

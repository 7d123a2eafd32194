import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  AssistantConversation,
  AssistantConversationDetail,
  AssistantMessage,
} from '@campus/contracts';
import { fakeServer, jsonResponse, renderRoutes } from '../../test/render-feature';
import { AssistantPage } from './assistant-page';
import { messageOf, now, questionId } from './test-messages';

const conversation: AssistantConversation = {
  conversation_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f01',
  title: 'Is CMPE 216 hard?',
  message_count: 2,
  created_at: now,
  updated_at: now,
};
const older: AssistantConversation = {
  ...conversation,
  conversation_id: '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f09',
  title: 'When are the next events?',
};
const firstAnswerId = '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f03';
const secondAnswerId = '0b9c1a52-7d1e-4a59-8f0e-7a3c5d2e1f04';

const firstAnswer = messageOf({
  message_id: firstAnswerId,
  role: 'assistant',
  content: 'The first answer.',
  mode: 'offline',
  reply_to: questionId,
});

let user: UserEvent;
let extraAnswers: AssistantMessage[];

function detail(): AssistantConversationDetail {
  return { ...conversation, messages: [messageOf({}), firstAnswer, ...extraAnswers] };
}

function renderPage(entry = `/assistant?c=${conversation.conversation_id}`) {
  return renderRoutes({
    routes: [{ path: '/assistant', element: <AssistantPage /> }],
    initialEntry: entry,
  });
}

beforeEach(() => {
  user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  fakeServer.reset();
  extraAnswers = [];
  fakeServer.on('GET', 'assistant/status', () =>
    jsonResponse(200, {
      mode: 'model',
      question_max_length: 1000,
      messages_per_conversation: 50,
      questions_per_day: 100,
      retention_days: 90,
    }),
  );
  fakeServer.on('GET', 'assistant/conversations', () =>
    jsonResponse(200, { items: [conversation, older], page: 1, page_size: 100, total: 2 }),
  );
  fakeServer.on('GET', `assistant/conversations/${conversation.conversation_id}`, () =>
    jsonResponse(200, detail()),
  );
});

describe('AssistantPage conversations', () => {
  it('regenerates an answer and keeps the earlier one beside it', async () => {
    fakeServer.on('POST', `assistant/messages/${firstAnswerId}/regenerate`, () => {
      const content = 'The second answer.';
      extraAnswers = [{ ...firstAnswer, message_id: secondAnswerId, content }];
      const events = [
        [
          'sources',
          {
            conversation_id: conversation.conversation_id,
            question_message_id: questionId,
            message_id: secondAnswerId,
            mode: 'model',
            sources: [],
          },
        ],
        ['text', { delta: content }],
        [
          'done',
          { message_id: secondAnswerId, status: 'complete', mode: 'model', content, sources: [] },
        ],
      ] as const;
      const body = events.map(
        ([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`,
      );
      return new Response(body.join(''), {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    renderPage();
    expect(await screen.findByText('The first answer.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));

    expect(await screen.findByText('The second answer.')).toBeVisible();
    expect(screen.getByText('The first answer.')).toBeVisible();
    expect(screen.getByText('Answer 1 of 2')).toBeVisible();
    expect(screen.getByText('Answer 2 of 2')).toBeVisible();
    expect(
      fakeServer.callsTo('POST', `assistant/messages/${firstAnswerId}/regenerate`)[0]?.body,
    ).toEqual({ locale: 'en' });
    // Only the latest answer offers Regenerate.
    expect(screen.getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1);
  });

  it('lists conversations newest first, renames one, and deletes after a confirmation', async () => {
    fakeServer.on('PATCH', `assistant/conversations/${conversation.conversation_id}`, () =>
      jsonResponse(200, { ...conversation, title: 'CMPE 216' }),
    );
    fakeServer.on(
      'DELETE',
      `assistant/conversations/${conversation.conversation_id}`,
      () => new Response(null, { status: 204 }),
    );
    fakeServer.on('DELETE', 'assistant/conversations', () => new Response(null, { status: 204 }));
    const { router } = renderPage();
    const list = await screen.findByRole('complementary');
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Is CMPE 216 hard?'),
      expect.stringContaining('When are the next events?'),
    ]);

    await user.click(within(list).getByRole('button', { name: 'Actions for “Is CMPE 216 hard?”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename the conversation' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'CMPE 216');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('PATCH', `assistant/conversations/${conversation.conversation_id}`)[0]
          ?.body,
      ).toEqual({ title: 'CMPE 216' });
    });

    await user.click(within(list).getByRole('button', { name: 'Actions for “Is CMPE 216 hard?”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this conversation?' });
    expect(
      fakeServer.callsTo('DELETE', `assistant/conversations/${conversation.conversation_id}`),
    ).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(
        fakeServer.callsTo('DELETE', `assistant/conversations/${conversation.conversation_id}`),
      ).toHaveLength(1);
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });

    await user.click(within(list).getByRole('button', { name: 'Delete all conversations' }));
    const confirmAll = await screen.findByRole('dialog', { name: 'Delete all conversations?' });
    await user.click(within(confirmAll).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(fakeServer.callsTo('DELETE', 'assistant/conversations')).toHaveLength(1);
    });
  });
});

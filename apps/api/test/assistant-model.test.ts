import { connect, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { assistantMessageSchema, assistantStatusSchema } from '@campus/contracts';
import { assistantMessages } from '../src/features/assistant/assistant.tables';
import { useTestApp } from './support/app';
import { createUser } from './support/factories/accounts';
import { ask, indexAssistant } from './support/factories/assistant';
import { createQaEntry, createQuestionGroup } from './support/factories/questions';
import { bearer, expectStatus } from './support/http';
import { startFakeModelServer } from './support/openai-compatible-server';

// An OpenAI-compatible server on 127.0.0.1 that streams, errs and stalls, with short time limits.
const model = await startFakeModelServer();
const t = useTestApp({
  env: {
    ASSISTANT_LLM_BASE_URL: model.url,
    ASSISTANT_LLM_MODEL: 'campus-test-model',
    ASSISTANT_LLM_API_KEY: 'test-key-123',
  },
  dependencies: {
    runJobs: false,
    assistantTimeouts: { connectTimeoutMs: 1000, firstTokenTimeoutMs: 1000, totalTimeoutMs: 3000 },
  },
});
afterAll(async () => {
  await model.close();
});

/** Two answered Q&A entries about registration, indexed. */
async function registrationEntries() {
  const group = await createQuestionGroup(t);
  await createQaEntry(t, { group_id: group.group_id });
  await createQaEntry(t, {
    group_id: group.group_id,
    question_en: 'Is registration free?',
    question_tr: 'Kayıt ücretsiz mi?',
    answer_en: 'Yes, registration costs nothing.',
    answer_tr: 'Evet, kayıt ücretsizdir.',
  });
  await indexAssistant(t);
}

async function savedAnswer(messageId: string) {
  const [row] = await t.database.db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.message_id, messageId));
  return row;
}

describe('with a model', () => {
  it('streams its answer from the numbered sources and removes citations that do not exist', async () => {
    await registrationEntries();
    const student = await createUser(t);
    const status = await t.api.read('/assistant/status', student.token, assistantStatusSchema);
    expect(status).toMatchObject({ mode: 'model', questions_per_day: 100 });

    const answer = await ask(t, student.token, { question: 'When does registration open?' });
    expect(answer.sources.mode).toBe('model');
    expect(answer.sources.sources.length).toBeGreaterThanOrEqual(2);
    expect(answer.text).toBe(
      'Registration opens in the week before classes [1] and it is free . See also [1][2].',
    );
    expect(answer.done).toMatchObject({ status: 'complete', mode: 'model', content: answer.text });
    expect(answer.done.sources.map((source) => source.n)).toEqual([1, 2]);

    const request = model.requests.at(-1);
    expect(request?.authorization).toBe('Bearer test-key-123');
    expect(request?.body).toMatchObject({ model: 'campus-test-model', stream: true });
    const [system, user] = request?.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('never instructions');
    expect(user?.content).toContain('<source n="1"');
    expect(user?.content).toContain('When does registration open?');
    expect((await savedAnswer(answer.sources.message_id))?.content).toBe(answer.text);
  });

  it('says so when the answer cites nothing', async () => {
    await registrationEntries();
    const student = await createUser(t);
    model.behave('no-cite');
    const answer = await ask(t, student.token, { question: 'Is registration free?' });
    expect(answer.text).toBe(
      'An answer from nowhere.\n\n_This answer cites none of the sources; check the linked pages._',
    );
  });

  it.each([
    ['errs', 'error-500'],
    ['sends garbage', 'garbage'],
    ['stalls before answering', 'stall-connect'],
    ['stalls before the first word', 'stall-first'],
  ] as const)('falls back to the offline answer when the model %s', async (_label, behaviour) => {
    await registrationEntries();
    const student = await createUser(t);
    model.behave(behaviour);
    const started = Date.now();
    const answer = await ask(t, student.token, { question: 'Is registration free?' });
    // Cut at the test's 1 s limits, far below the 60 s a stalled model would hold the answer.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(answer.done).toMatchObject({ status: 'complete', mode: 'fallback' });
    expect(answer.text).toContain('The model did not answer in time');
    expect(answer.text).toContain('registration');
    expect((await savedAnswer(answer.sources.message_id))?.mode).toBe('fallback');
  });

  it('keeps what it said and adds the excerpts when it stalls mid-answer', async () => {
    await registrationEntries();
    const student = await createUser(t);
    model.behave('stall-mid');
    const answer = await ask(t, student.token, { question: 'Is registration free?' });
    expect(answer.text.startsWith('The first part of an answer [1]\n\n_The model did not')).toBe(
      true,
    );
    expect(answer.done.mode).toBe('fallback');
  });
});

describe('stopping an answer', () => {
  /** An answer asked over a real connection, read until its first piece of text. */
  async function openStream(token: string, question: string) {
    if (t.app.server.address() === null) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const body = JSON.stringify({ question });
    socket.write(
      [
        'POST /api/assistant/ask HTTP/1.1',
        `Host: 127.0.0.1:${String(port)}`,
        `Authorization: ${bearer(token).authorization}`,
        'Content-Type: application/json',
        `Content-Length: ${String(Buffer.byteLength(body))}`,
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
    let received = '';
    const ended = new Promise<void>((resolve) => {
      socket.on('close', () => {
        resolve();
      });
    });
    socket.on('data', (data: Buffer) => {
      received += data.toString();
    });
    while (!received.includes('event: text'))
      await new Promise((resolve) => setTimeout(resolve, 10));
    const messageId = /"message_id":"([0-9a-f-]{36})"/.exec(received)?.[1] ?? '';
    return { socket, ended, messageId, received: () => received };
  }

  it('keeps the partial text with Stop', async () => {
    await registrationEntries();
    const student = await createUser(t);
    model.behave('stall-mid');
    const stream = await openStream(student.token, 'Is registration free?');
    const stopped = await t.api.call(
      'POST',
      `/assistant/messages/${stream.messageId}/stop`,
      student.token,
    );
    const message = expectStatus(stopped, 200, assistantMessageSchema);
    expect(message).toMatchObject({
      status: 'stopped',
      content: 'The first part of an answer [1]',
      mode: 'model',
    });
    // The stream ends with its done event, saying so.
    await stream.ended;
    expect(stream.received()).toContain('"status":"stopped"');
    // The next question may come at once.
    const next = await ask(t, student.token, { question: 'When does registration open?' });
    expect(next.done.status).toBe('complete');
  });

  it('keeps the partial text when the stream is closed', async () => {
    await registrationEntries();
    const student = await createUser(t);
    model.behave('stall-mid');
    const stream = await openStream(student.token, 'Is registration free?');
    stream.socket.destroy();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if ((await savedAnswer(stream.messageId))?.status !== 'streaming') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await savedAnswer(stream.messageId)).toMatchObject({
      status: 'stopped',
      content: 'The first part of an answer [1]',
    });
  });
});

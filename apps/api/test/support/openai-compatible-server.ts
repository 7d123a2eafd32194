import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 for the
 * assistant's model tests. `behave` sets what it does with the next request:
 * `stall-connect` (no answer at all), `stall-first` (headers, then nothing),
 * `stall-mid` (one piece, then nothing), `error-500`, `garbage` (not a
 * completion stream), `no-cite` (an answer without citations), or `stream`
 * (the default: an answer whose citations arrive split across pieces).
 */
export type ModelBehaviour =
  'stream' | 'no-cite' | 'stall-connect' | 'stall-first' | 'stall-mid' | 'error-500' | 'garbage';

export interface ReceivedRequest {
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface FakeModelServer {
  /** The API base to configure, ending in /v1. */
  url: string;
  requests: ReceivedRequest[];
  /** What the next request gets (then `stream` again). */
  behave(behaviour: ModelBehaviour): void;
  close(): Promise<void>;
}

function chunk(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
}

/** The pieces of the default answer: "[1" and "]" arrive apart, [7] does not exist. */
export const streamedPieces = [
  'Registration opens in the week before classes',
  ' [1',
  '] and it is free [7]. See also [1, 2',
  '].',
];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const part of request) text += (part as Buffer).toString();
  return text;
}

export async function startFakeModelServer(): Promise<FakeModelServer> {
  const requests: ReceivedRequest[] = [];
  const open = new Set<ServerResponse>();
  let next: ModelBehaviour = 'stream';
  const server = createServer((request, response) => {
    void (async () => {
      const body = JSON.parse(await readBody(request)) as ReceivedRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      const behaviour = next;
      next = 'stream';
      open.add(response);
      response.on('close', () => open.delete(response));
      if (behaviour === 'stall-connect') return;
      if (behaviour === 'error-500') {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      if (behaviour === 'stall-first') return;
      if (behaviour === 'garbage') {
        response.end('data: {not json at all\n\n');
        return;
      }
      if (behaviour === 'stall-mid') {
        response.write(chunk('The first part of an answer [1]'));
        return;
      }
      const pieces = behaviour === 'no-cite' ? ['An answer from nowhere.'] : streamedPieces;
      for (const piece of pieces) {
        response.write(chunk(piece));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      response.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    behave(behaviour) {
      next = behaviour;
    },
    async close() {
      for (const response of open) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './support/app';

/**
 * Request bodies over real connections (not app.inject): what a client that
 * sends too much, or stops sending, gets back.
 */
let t: TestContext;
let port = 0;

beforeAll(async () => {
  t = await createTestApp({ dependencies: { bodyIdleTimeoutMs: 300 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address !== null ? address.port : 0;
}, 120_000);

afterAll(async () => {
  await t.close();
});

interface Exchange {
  /** The status line of the answer, or '' when none came. */
  status: string;
  body: string;
  /** The connection's error on the client's side (EPIPE, ECONNRESET), if any. */
  error: string | undefined;
}

/** Sends a request head and `bodyBytes` of body; with `hold`, keeps the connection open after. */
function exchange(head: string, bodyBytes: number, hold = false): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let error: string | undefined;
    socket.on('data', (data: Buffer) => {
      answer += data.toString('latin1');
    });
    socket.on('error', (problem: NodeJS.ErrnoException) => {
      error = problem.code;
    });
    socket.on('close', () => {
      const [status = ''] = answer.split('\r\n');
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), error });
    });
    socket.on('connect', () => {
      socket.write(head);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < bodyBytes) {
          const size = Math.min(chunk.length, bodyBytes - sent);
          sent += size;
          if (!socket.write(chunk.subarray(0, size))) {
            socket.once('drain', pump);
            return;
          }
        }
        if (!hold) socket.end();
      };
      pump();
    });
  });
}

const head = (path: string, type: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${String(length)}\r\n\r\n`;

describe('request bodies', () => {
  it('answers a body over the limit 413, and the client still sending reads it', async () => {
    const size = 5 * 1024 * 1024;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        exchange(head('/api/reception/login', 'application/json', size), size),
      ),
    );
    for (const result of results) {
      expect(result.status).toBe('HTTP/1.1 413 Payload Too Large');
      expect(result.error).toBeUndefined();
      expect(
        JSON.parse(result.body.split('\r\n').find((line) => line.startsWith('{')) ?? '{}'),
      ).toMatchObject({ status: 413, code: 'payload_too_large' });
    }
  });

  it('refuses an upload by its declared size before reading it, and closes', async () => {
    const declared = 10 * 1024 * 1024 * 1024;
    // Five bytes of a declared 10 GB, and the client waits: the answer comes without the rest.
    const result = await exchange(
      head('/api/profile/me/photo', 'multipart/form-data; boundary=x', declared),
      5,
      true,
    );
    expect(result.status).toBe('HTTP/1.1 413 Payload Too Large');
  });

  it('answers 408 when a body stops arriving, and closes the connection', async () => {
    const result = await exchange(head('/api/reception/login', 'application/json', 1000), 5, true);
    expect(result.status).toBe('HTTP/1.1 408 Request Timeout');
    expect(result.body).toContain('"code":"request_timeout"');
  });

  it('keeps serving whole bodies as before', async () => {
    const body = JSON.stringify({ user_email: 'nobody@example.edu', user_password: 'wrong' });
    const answer = await fetch(`http://127.0.0.1:${String(port)}/api/reception/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(answer.status).toBe(401);
  });
});

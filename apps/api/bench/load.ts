import { Worker } from 'node:worker_threads';

/**
 * Load on a listening server from a worker thread (its own event loop, so
 * that the clients do not wait on the app's): `clients` concurrent loops of
 * calls to `url` (GET unless told otherwise) with keep-alive, each starting
 * its next call as soon as the last one answers, until `stop()` or `maxMs`. Every call's start (epoch ms) and
 * latency are kept, so that the samples can be split by what the app was
 * doing at the time.
 */

export interface LoadSample {
  /** When the call started, epoch milliseconds. */
  at: number;
  ms: number;
}

export interface LoadResult {
  samples: LoadSample[];
  errors: number;
  /** The first error's message, if any. */
  firstError: string | null;
  elapsedMs: number;
}

export interface LoadRun {
  /** The load's own worker thread (to tell it from the app's workers). */
  threadId: number;
  stop(): void;
  done: Promise<LoadResult>;
}

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, clients, maxMs, method, body, spreadAddresses, extraHeaders } = workerData;
let callNumber = 0;
function init() {
  // No compression asked for: the plain reference servers cannot compress, and both sides
  // should do the same work.
  const headers = { 'accept-encoding': 'identity', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (spreadAddresses) {
    callNumber = (callNumber + 1) % 1000;
    headers['x-forwarded-for'] = '10.0.' + (callNumber >> 8) + '.' + (callNumber & 255);
  }
  return { method, headers, body };
}
let stopped = false;
parentPort.on('message', () => { stopped = true; });
const at = [];
const ms = [];
let errors = 0;
let firstError = null;
const started = performance.now();
const origin = performance.timeOrigin;
async function client() {
  while (!stopped && performance.now() - started < maxMs) {
    const begin = performance.now();
    try {
      const response = await fetch(url, init());
      await response.arrayBuffer();
      if (response.status === 200) {
        at.push(origin + begin);
        ms.push(performance.now() - begin);
      } else {
        errors += 1;
        firstError ??= 'HTTP ' + response.status;
      }
    } catch (error) {
      errors += 1;
      firstError ??= String(error);
    }
  }
}
Promise.all(Array.from({ length: clients }, client)).then(() => {
  parentPort.postMessage({ at, ms, errors, firstError, elapsedMs: performance.now() - started });
});
`;

interface WorkerReply {
  at: number[];
  ms: number[];
  errors: number;
  firstError: string | null;
  elapsedMs: number;
}

/** What each call sends, when not a plain GET from one address. */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  /** A JSON body, sent with its content type. */
  body?: string;
  /**
   * The calls come from 1,000 client addresses in turn (X-Forwarded-For, read by a server that
   * trusts its proxy): many people, as a reverse proxy passes them on, rather than one address
   * that the per-address limits would stop.
   */
  spreadAddresses?: boolean;
  /** Sent with every call, e.g. a signed-in person's authorization. */
  headers?: Record<string, string>;
}

export function startLoad(
  url: string,
  clients: number,
  maxMs: number,
  request: LoadRequest = {},
): LoadRun {
  const { method = 'GET', body, spreadAddresses = false, headers = {} } = request;
  const worker = new Worker(workerCode, {
    eval: true,
    workerData: { url, clients, maxMs, method, body, spreadAddresses, extraHeaders: headers },
  });
  const done = new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (reply: WorkerReply) => {
      resolve({
        samples: reply.ms.map((ms, index) => ({ at: reply.at[index] ?? 0, ms })),
        errors: reply.errors,
        firstError: reply.firstError,
        elapsedMs: reply.elapsedMs,
      });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return {
    threadId: worker.threadId,
    stop: () => {
      worker.postMessage('stop');
    },
    done,
  };
}

/** The value below which `share` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface LatencySummary {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
}

/** p50, p99, max and requests per second of samples taken over `seconds`. */
export function summarize(samples: readonly LoadSample[], seconds: number): LatencySummary {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: seconds > 0 ? sorted.length / seconds : Number.NaN,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

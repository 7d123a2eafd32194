import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { searchParamsOf, type Endpoint } from '@campus/contracts';
import { useTestApp } from '../support/app';
import { createUser } from '../support/factories/accounts';
import { nextClientAddress } from '../support/http';
import { definedEndpoints, label, methodOf, urlOf, validParams } from './endpoints';
import { leavesOf, sampleInput, withValue } from './samples';

/**
 * Malformed input to every endpoint with a JSON body, a query or path
 * parameters (issue 18): NUL characters, 100,000-character strings, wrong
 * types, JSON nested 2,000 deep, huge numbers, an empty or broken JSON body,
 * unknown fields. Each case spoils one field of an otherwise plausible input
 * (see samples.ts), so that it reaches what lies behind the validation. As an
 * admin (a fresh one per endpoint), so that the access check lets it through.
 * No answer may be a 5xx, and every 4xx is a problem (application/problem+json).
 */
const t = useTestApp();

type CaseKind =
  | 'nul'
  | 'long'
  | 'wrong-type'
  | 'deep'
  | 'huge-number'
  | 'empty-json'
  | 'invalid-json'
  | 'unknown-field';

type Target = 'body' | 'query' | 'params';

interface FuzzCase {
  kind: CaseKind;
  target: Target;
  /** What was spoiled, for the failure message. */
  what: string;
  params: Record<string, string>;
  query: string;
  /** A JSON value, or raw text sent as JSON. */
  body?: { json: unknown } | { raw: string };
  /** Whether the contract accepts this input: such a case runs the handler for real. */
  valid: boolean;
}

const nul = (text: string) => `${text.slice(0, 3) || 'a'}\u0000${text.slice(3) || 'b'}`;
const longText = 'x'.repeat(100_000);
const hugeNumbers = [1e308, -1e308, 2 ** 64];
const hugeNumberTexts = ['1e308', '-1e308', '18446744073709551616'];

function deepValue(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

/** The wrong type for a value: a number for a string, an object for an array, an array for an object… */
function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not a number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { 0: 'x' };
  if (typeof value === 'object' && value !== null) return ['x'];
  return { unexpected: true };
}

function accepts(endpoint: Endpoint, target: Target, value: unknown): boolean {
  const schema = endpoint[target];
  return schema === undefined || schema.safeParse(value).success;
}

function queryObject(search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const object: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    object[key] = values.length === 1 ? values[0] : values;
  }
  return object;
}

/** The fuzz cases of one endpoint. */
function casesOf(endpoint: Endpoint): FuzzCase[] {
  const params = validParams(endpoint);
  const query = endpoint.query === undefined ? undefined : sampleInput(endpoint.query);
  const queryText =
    query === undefined ? '' : searchParamsOf(query.value as object | undefined).toString();
  const jsonBody = endpoint.body !== undefined && endpoint.bodyKind !== 'multipart';
  const bodySample = jsonBody && endpoint.body ? sampleInput(endpoint.body) : undefined;
  const baseBody = bodySample === undefined ? undefined : { json: bodySample.value };
  const cases: FuzzCase[] = [];
  const judged = (fuzzCase: Omit<FuzzCase, 'valid'>): FuzzCase => {
    const body = fuzzCase.body !== undefined && 'json' in fuzzCase.body ? fuzzCase.body.json : {};
    const valid =
      (fuzzCase.body === undefined || 'json' in fuzzCase.body) &&
      accepts(endpoint, 'params', fuzzCase.params) &&
      accepts(endpoint, 'query', queryObject(fuzzCase.query)) &&
      (!jsonBody || accepts(endpoint, 'body', body));
    // Text with a NUL character is refused by the API's text guard, whatever the schema says.
    const hasNul = JSON.stringify(fuzzCase).includes('\\u0000') || fuzzCase.query.includes('%00');
    return { ...fuzzCase, valid: valid && !hasNul };
  };
  const add = (fuzzCase: Omit<FuzzCase, 'valid'>) => cases.push(judged(fuzzCase));
  const addBody = (kind: CaseKind, what: string, body: FuzzCase['body']) =>
    add({ kind, target: 'body', what, params, query: queryText, body });

  if (bodySample !== undefined) {
    const base = bodySample.value;
    const leaves = leavesOf(base);
    const strings = leaves.filter((leaf) => typeof leaf.value === 'string');
    const numbers = leaves.filter((leaf) => typeof leaf.value === 'number');
    const at = (path: (string | number)[]) => path.join('.') || '(root)';
    const spoil = (kind: CaseKind, path: (string | number)[], value: unknown) => {
      addBody(kind, at(path), { json: withValue(base, path, value) });
    };
    // A body without text or number fields still gets each kind once, at a field of its own.
    const firstPath = leaves[0]?.path ?? ['fuzz'];
    for (const leaf of strings.length > 0 ? strings : [{ path: firstPath, value: 'text' }]) {
      spoil('nul', leaf.path, nul(String(leaf.value)));
      spoil('long', leaf.path, longText);
    }
    for (const leaf of leaves.length > 0 ? leaves : [{ path: firstPath, value: {} }]) {
      spoil('wrong-type', leaf.path, wrongTypeOf(leaf.value));
    }
    for (const leaf of numbers.length > 0 ? numbers : [{ path: firstPath, value: 0 }]) {
      for (const huge of hugeNumbers) spoil('huge-number', leaf.path, huge);
    }
    spoil('deep', firstPath, deepValue(2_000));
    addBody('deep', '(root)', { raw: `${'['.repeat(2_000)}${']'.repeat(2_000)}` });
    addBody('wrong-type', '(root) array', { json: [base] });
    addBody('empty-json', '(root)', { raw: '' });
    addBody('invalid-json', '(root)', { raw: '{"path": "/faq",' });
    addBody('invalid-json', '__proto__', {
      raw: '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    });
    addBody('unknown-field', 'fuzz_unknown', {
      json: { ...(base as object), fuzz_unknown: 'x', user_role: 'admin' },
    });
  } else if (endpoint.bodyKind === 'multipart') {
    // A multipart endpoint sent JSON: refused by its content type, whatever the JSON.
    addBody('empty-json', '(root)', { raw: '' });
    addBody('invalid-json', '(root)', { raw: '{"a":' });
  }

  if (query !== undefined) {
    const base = queryObject(queryText);
    const schemaKeys = Object.keys(
      (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape ?? {},
    );
    const keys = [...new Set([...Object.keys(base), ...schemaKeys])];
    const withKey = (key: string, value: string | string[]) => {
      const search = new URLSearchParams(queryText);
      search.delete(key);
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
      return search.toString();
    };
    const spoil = (kind: CaseKind, key: string, value: string | string[]) => {
      add({ kind, target: 'query', what: key, params, query: withKey(key, value), body: baseBody });
    };
    for (const key of keys.length > 0 ? keys : ['q']) {
      const current = typeof base[key] === 'string' ? base[key] : 'text';
      spoil('nul', key, nul(current));
      spoil('long', key, longText);
      spoil('wrong-type', key, [current, current]);
      spoil('wrong-type', key, 'not a number');
      for (const huge of hugeNumberTexts) spoil('huge-number', key, huge);
    }
    add({
      kind: 'deep',
      target: 'query',
      what: 'a[a]… 2,000 deep',
      params,
      query: `${queryText}&${encodeURIComponent(`a${'[a]'.repeat(2_000)}`)}=1`,
      body: baseBody,
    });
    add({
      kind: 'unknown-field',
      target: 'query',
      what: 'fuzz_unknown',
      params,
      query: `${queryText}&fuzz_unknown=x&__proto__=x`,
      body: baseBody,
    });
  }

  for (const key of Object.keys(params)) {
    const spoil = (kind: CaseKind, value: string) => {
      add({
        kind,
        target: 'params',
        what: key,
        params: { ...params, [key]: value },
        query: queryText,
        body: baseBody,
      });
    };
    spoil('nul', nul(params[key] ?? 'x'));
    spoil('long', longText);
    spoil('wrong-type', '{"a":1}');
    spoil('wrong-type', 'not-an-id');
    for (const huge of hugeNumberTexts) spoil('huge-number', huge);
  }
  return cases;
}

function send(endpoint: Endpoint, fuzzCase: FuzzCase, token: string) {
  const url = urlOf(endpoint, fuzzCase.params, fuzzCase.query);
  const body = fuzzCase.body;
  const payload =
    body === undefined ? undefined : 'raw' in body ? body.raw : JSON.stringify(body.json);
  return t.api.call(methodOf(endpoint), url, token, payload, {
    remoteAddress: nextClientAddress(),
    headers: payload === undefined ? {} : { 'content-type': 'application/json' },
  });
}

function judge(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode >= 400) {
    const type = String(response.headers['content-type']);
    if (!type.startsWith('application/problem+json')) return `a ${type} error answer`;
  }
  return undefined;
}

describe('fuzzing every endpoint’s inputs', () => {
  it('answers malformed input with a 4xx problem, never a 5xx, and keeps serving', async () => {
    const endpoints = definedEndpoints().filter(
      (endpoint) =>
        endpoint.body !== undefined ||
        endpoint.query !== undefined ||
        endpoint.params !== undefined,
    );
    const failures: string[] = [];
    const excluded: string[] = [];
    const kindsByEndpoint = new Map<string, Set<CaseKind>>();
    let requests = 0;
    for (const endpoint of endpoints) {
      const admin = await createUser(t, { role: 'admin' });
      const cases = casesOf(endpoint);
      const kinds = new Set<CaseKind>();
      kindsByEndpoint.set(label(endpoint), kinds);
      // A streaming answer stays open: an input it accepts would hold the request.
      const runnable = cases.filter((fuzzCase) => {
        if (endpoint.responseKind === 'stream' && fuzzCase.valid) {
          excluded.push(`${label(endpoint)} ${fuzzCase.kind} ${fuzzCase.target}.${fuzzCase.what}`);
          kinds.add(fuzzCase.kind);
          return false;
        }
        return true;
      });
      // Refused inputs first, a few at a time; the accepted ones (which do what they ask) last, one by one.
      const refused = runnable.filter((fuzzCase) => !fuzzCase.valid);
      const accepted = runnable.filter((fuzzCase) => fuzzCase.valid);
      const record = (fuzzCase: FuzzCase, response: LightMyRequestResponse) => {
        requests += 1;
        kinds.add(fuzzCase.kind);
        const failure = judge(response);
        if (failure !== undefined) {
          failures.push(
            `${label(endpoint)} ${fuzzCase.kind} in ${fuzzCase.target}.${fuzzCase.what}: ${failure}; got ${String(response.statusCode)} ${response.body.slice(0, 300)}`,
          );
        }
      };
      for (let start = 0; start < refused.length; start += 8) {
        const batch = refused.slice(start, start + 8);
        const responses = await Promise.all(
          batch.map((fuzzCase) => send(endpoint, fuzzCase, admin.token)),
        );
        batch.forEach((fuzzCase, index) => {
          const response = responses[index];
          if (response !== undefined) record(fuzzCase, response);
        });
      }
      for (const fuzzCase of accepted)
        record(fuzzCase, await send(endpoint, fuzzCase, admin.token));
    }
    expect(failures).toEqual([]);

    // Every endpoint got every kind of case its inputs can take (sent, or excluded as listed below).
    const missing = endpoints.flatMap((endpoint) => {
      const got = kindsByEndpoint.get(label(endpoint)) ?? new Set();
      const expected: CaseKind[] = [];
      if (
        endpoint.params !== undefined ||
        endpoint.query !== undefined ||
        endpoint.body !== undefined
      ) {
        if (
          endpoint.bodyKind !== 'multipart' ||
          endpoint.params !== undefined ||
          endpoint.query !== undefined
        ) {
          expected.push('nul', 'long', 'wrong-type', 'huge-number');
        }
      }
      if (endpoint.body !== undefined) expected.push('empty-json', 'invalid-json');
      if (endpoint.body !== undefined && endpoint.bodyKind !== 'multipart')
        expected.push('deep', 'unknown-field');
      if (endpoint.query !== undefined) expected.push('deep', 'unknown-field');
      return expected.filter((kind) => !got.has(kind)).map((kind) => `${label(endpoint)}: ${kind}`);
    });
    expect(missing).toEqual([]);
    expect(endpoints.length).toBeGreaterThanOrEqual(278);
    expect(requests).toBeGreaterThanOrEqual(5_600);
    // The only inputs not sent: those a streaming endpoint accepts (they would open the stream).
    expect(excluded).toEqual([
      'assistant.ask (POST /assistant/ask) unknown-field body.fuzz_unknown',
      'assistant.regenerate (POST /assistant/messages/:message_id/regenerate) unknown-field body.fuzz_unknown',
    ]);

    const health = await t.api.call('GET', '/health');
    expect(health.statusCode).toBe(200);
  }, 300_000);

  it('answers a path parameter longer than the router takes with a short problem', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const response = await t.api.call('GET', `/admin/contacts/${'x'.repeat(20_000)}`, admin.token);
    expect(response.statusCode).toBe(414);
    expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'bad_request', status: 414 });
    // The answer does not echo the address back.
    expect(response.body.length).toBeLessThan(600);
  });
});

import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { problemSchema, type Problem } from '@campus/contracts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A well-formed id that no row has: the id of the tests' 404s. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

let addressCounter = 0;

/** A fresh client address per call, so per-address rate limits of one test do not touch another. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${String(Math.floor(addressCounter / 250) % 250)}.${String(addressCounter % 250)}.${String(1 + (process.pid % 250))}`;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** The caller's address; a new one per call unless given (see nextClientAddress). */
  remoteAddress?: string;
}

/** The one way the API tests call the API: paths are relative to `/api`. */
export function createApiClient(app: FastifyInstance) {
  return {
    /** `method` `/api{path}` as the person holding `token` (anonymous without), with a JSON body or a Buffer. */
    call(
      method: Method,
      path: string,
      token?: string,
      payload?: object | Buffer | string,
      options: CallOptions = {},
    ): Promise<Response> {
      const request: InjectOptions = {
        method,
        url: `/api${path}`,
        remoteAddress: options.remoteAddress ?? nextClientAddress(),
        headers: { ...options.headers, ...(token === undefined ? {} : bearer(token)) },
        ...(payload === undefined ? {} : { payload }),
      };
      return app.inject(request);
    },

    /** GET that must answer 200; the body parsed by `schema`. */
    async read<S extends z.ZodType>(path: string, token: string | undefined, schema: S) {
      return expectStatus(await this.call('GET', path, token), 200, schema);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Asserts the status (showing the body when it differs) and answers the body parsed by `schema`. */
export function expectStatus<S extends z.ZodType>(
  response: Response,
  status: number,
  schema: S,
): z.infer<S>;
export function expectStatus(response: Response, status: number): void;
export function expectStatus(response: Response, status: number, schema?: z.ZodType): unknown {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  return schema === undefined ? undefined : schema.parse(response.json());
}

/**
 * Asserts a problem+json answer with this status (and code, when given), and
 * answers the problem.
 */
export function expectProblem(response: Response, status: number, code?: string): Problem {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = problemSchema.parse(response.json());
  expect(problem.status).toBe(status);
  if (code !== undefined) expect(problem.code).toBe(code);
  expect(problem.detail.length).toBeGreaterThan(0);
  return problem;
}

/**
 * Asserts a problem with this status whose one error is a broken rule of one field, and
 * answers the problem.
 */
export function expectRuleProblem(
  response: Response,
  status: number,
  error: { field: string; rule: string; message: string },
): Problem {
  const problem = expectProblem(response, status);
  expect(problem.errors).toEqual([
    { field: error.field, code: 'rule', params: { rule: error.rule }, message: error.message },
  ]);
  return problem;
}

/** The field messages of a 400 problem, by field. */
export function fieldErrors(response: Response): Record<string, string> {
  const problem = expectProblem(response, 400);
  return Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.message]));
}

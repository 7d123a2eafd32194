import { randomUUID } from 'node:crypto';
import * as contracts from '@campus/contracts';
import { isEndpoint, pathOf, type Endpoint } from '@campus/contracts';
import type { Method } from '../support/http';

/** Every endpoint the contracts define, from every group they export (as endpoints.test.ts walks them). */
export function definedEndpoints(): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const value of Object.values(contracts)) {
    if (typeof value !== 'object') continue;
    for (const member of Object.values(value)) if (isEndpoint(member)) endpoints.push(member);
  }
  return endpoints;
}

export const label = (endpoint: Endpoint) =>
  `${endpoint.feature}.${endpoint.name} (${endpoint.method} ${endpoint.path})`;

export const methodOf = (endpoint: Endpoint): Method => endpoint.method;

function parameterNames(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** The options of an enum field of the params schema (`pool: z.enum([...])`), if it is one. */
function enumOptions(endpoint: Endpoint, name: string): string[] {
  const shape = (endpoint.params as { shape?: Record<string, { options?: unknown }> } | undefined)
    ?.shape;
  const options = shape?.[name]?.options;
  return Array.isArray(options)
    ? options.filter((option): option is string => typeof option === 'string')
    : [];
}

/**
 * Path parameters that the endpoint's params schema accepts: for each one the
 * first of a UUID, a number in range, a slug, a file name or one of the
 * field's enum options that passes `params.safeParse`. Throws, naming the
 * endpoint, when none passes (no endpoint is skipped silently).
 */
export function validParams(endpoint: Endpoint): Record<string, string> {
  const names = parameterNames(endpoint);
  const values: Record<string, string> = {};
  for (const name of names) {
    const uuid = randomUUID();
    const candidates = [
      uuid,
      '1000',
      '1',
      'x',
      'cmpe',
      `${uuid}.webp`,
      `${uuid}.jpg`,
      ...enumOptions(endpoint, name),
    ];
    const accepted = candidates.find((candidate) => {
      if (endpoint.params === undefined) return true;
      const result = endpoint.params.safeParse({ ...values, [name]: candidate });
      return result.success || !result.error.issues.some((issue) => issue.path[0] === name);
    });
    if (accepted === undefined) {
      throw new Error(`${label(endpoint)}: no valid value found for the parameter ${name}`);
    }
    values[name] = accepted;
  }
  if (endpoint.params !== undefined && names.length > 0) {
    const result = endpoint.params.safeParse(values);
    if (!result.success) throw new Error(`${label(endpoint)}: params ${JSON.stringify(values)}`);
  }
  return values;
}

/** The endpoint's URL (under /api) with valid path parameters and the given query string. */
export function urlOf(endpoint: Endpoint, params = validParams(endpoint), query = ''): string {
  return `/${pathOf(endpoint, params)}${query === '' ? '' : `?${query}`}`;
}

/** Whether a request of this method carries a JSON body. */
export function takesBody(endpoint: Endpoint): boolean {
  return endpoint.body !== undefined || ['POST', 'PUT', 'PATCH'].includes(endpoint.method);
}

import type { z } from 'zod';

/**
 * One HTTP endpoint, defined once: its method and path (relative to the API's
 * base, Fastify's `:param` syntax), its inputs, its one success answer, and
 * who may call it. The API registers it (`apps/api/src/platform/endpoints.ts`),
 * the web calls it (`apps/web/src/lib/endpoint-client.ts`); neither writes the
 * path or the schemas again.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public` answers without a token (and still learns
 * who calls when one comes); `signed-in` needs a session; `moderator` means a
 * moderator or an admin; `admin` means an admin.
 */
export type EndpointAccess = 'public' | 'signed-in' | 'moderator' | 'admin';

/** What an endpoint answers on success: a body checked (or, for files, documented) by a schema, or nothing. */
export type EndpointResponse = z.ZodType | 'empty';

export interface EndpointSpec {
  method: HttpMethod;
  path: `/${string}`;
  access: EndpointAccess;
  /** One line for the API reference. */
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body, or the fields of a multipart body (documented, read by the handler). */
  body?: z.ZodType;
  /** `multipart` bodies are read by the handler from the parts; `body` then only documents them. */
  bodyKind?: 'json' | 'multipart';
  /** The success status: 200 unless said (201 created, 202 accepted, 204 empty). */
  status?: 200 | 201 | 202 | 204;
  response: EndpointResponse;
  /**
   * `file`: the handler sends a download itself (CSV, calendar, image, PDF) and the web
   * receives a Blob; `stream`: the handler holds the answer open (server-sent events).
   */
  responseKind?: 'json' | 'file' | 'stream';
  /**
   * Error statuses beyond those every endpoint of its kind can answer (400 for
   * any input, 401 unless public, 403 for moderator and admin endpoints, 429
   * when rate-limited).
   */
  problems?: readonly number[];
  /**
   * Answered to everyone while maintenance mode is on (the status, signing in,
   * what the start page shows). Every other endpoint then answers 503 to all
   * but admins.
   */
  openInMaintenance?: boolean;
}

/** An endpoint with the names its group gave it. */
export type Endpoint<Spec extends EndpointSpec = EndpointSpec> = Spec & {
  /** The feature it belongs to: its API reference tag and the first part of its query keys. */
  readonly feature: string;
  /** Its name within the feature, for example `listOwn`. */
  readonly name: string;
};

export type EndpointGroup<Specs extends Record<string, EndpointSpec>> = {
  readonly [Name in keyof Specs]: Endpoint<Specs[Name]>;
};

/** Names a feature's endpoints: each one learns its feature and its name. */
export function defineEndpoints<const Specs extends Record<string, EndpointSpec>>(
  feature: string,
  specs: Specs,
): EndpointGroup<Specs> {
  const group: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(specs)) group[name] = { ...spec, feature, name };
  return group as EndpointGroup<Specs>;
}

type IsFile<E> = E extends { responseKind: 'file' | 'stream' } ? true : false;
type IsMultipart<E> = E extends { bodyKind: 'multipart' } ? true : false;

/** What a caller gives: `params`, `query` and `body`, each where the endpoint has one. */
export type EndpointInput<E extends EndpointSpec> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: never }) &
  (E extends { body: infer B extends z.ZodType }
    ? IsMultipart<E> extends true
      ? { body: FormData }
      : { body: z.input<B> }
    : { body?: never });

/** What a handler receives after validation. */
export interface EndpointRequestData<E extends EndpointSpec> {
  params: E extends { params: infer P extends z.ZodType } ? z.output<P> : Record<string, never>;
  query: E extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
  body: E extends { body: infer B extends z.ZodType }
    ? IsMultipart<E> extends true
      ? unknown
      : z.output<B>
    : undefined;
}

/** What a caller receives on success. */
export type EndpointOutput<E extends EndpointSpec> =
  IsFile<E> extends true
    ? Blob
    : E extends { response: infer R extends z.ZodType }
      ? z.output<R>
      : undefined;

/** What a handler answers with: the schema's input (the API serializes it). */
export type EndpointResult<E extends EndpointSpec> =
  IsFile<E> extends true
    ? unknown
    : E extends { response: infer R extends z.ZodType }
      ? z.input<R>
      : unknown;

/** The error statuses an endpoint documents: its kind's, then its own. */
export function problemStatusesOf(endpoint: EndpointSpec, rateLimited = false): number[] {
  const statuses = new Set<number>();
  if (endpoint.params || endpoint.query || endpoint.body) statuses.add(400);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access === 'moderator' || endpoint.access === 'admin') statuses.add(403);
  if (rateLimited) statuses.add(429);
  if (endpoint.access !== 'admin' && endpoint.openInMaintenance !== true) statuses.add(503);
  for (const status of endpoint.problems ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The URL path of an endpoint for given params, relative to the API base (no leading slash). */
export function pathOf(endpoint: Pick<EndpointSpec, 'path'>, params?: object): string {
  const values: Record<string, unknown> = { ...params };
  return endpoint.path.slice(1).replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.path}: the parameter ${name} is missing`);
    }
    return encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
  });
}

/**
 * A query object as URL search parameters: empty values (undefined, null, '')
 * are left out, lists repeat their key, everything else is written as a string.
 */
function textOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function searchParamsOf(query: object | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, textOf(item));
    }
  }
  return search;
}

/** Whether a value is an endpoint of a group (used to list every endpoint the contracts define). */
export function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    typeof candidate.feature === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string'
  );
}

import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import { z } from 'zod';
import {
  problemSchema,
  problemStatusesOf,
  type Endpoint,
  type EndpointAccess,
  type EndpointRequestData,
  type EndpointResult,
} from '@campus/contracts';
import type { RouteAccess } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route implements (read by the registration check). */
    endpoint?: Endpoint;
  }
}

/** A request of an endpoint: Fastify's request with the contract's validated inputs. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest & EndpointRequestData<E>;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

/** What the server adds to an endpoint: its rate limit, body limit, or hooks of its own. */
export interface EndpointServerOptions {
  rateLimit?: FastifyContextConfig['rateLimit'];
  bodyLimit?: number;
  preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Anonymous answers are kept a few seconds and served again (`platform/public-answers.ts`):
   * for the busiest public reads, whose handler answers from the URL alone and sets nothing
   * on the reply.
   */
  keepPublicAnswers?: boolean;
}

export type EndpointImplementation<E extends Endpoint> =
  EndpointHandler<E> | ({ handler: EndpointHandler<E> } & EndpointServerOptions);

export type GroupImplementation<Group extends Record<string, Endpoint>> = {
  [Name in keyof Group]: EndpointImplementation<Group[Name]>;
};

const accessOf: Record<Exclude<EndpointAccess, 'public'>, RouteAccess> = {
  'signed-in': 'authenticated',
  moderator: 'moderator',
  admin: 'admin',
};

function schemaOf(endpoint: Endpoint, rateLimited: boolean): FastifySchema {
  const success = endpoint.status ?? 200;
  const response: Record<number, z.ZodType> = {
    [success]: endpoint.response === 'empty' ? z.null() : endpoint.response,
  };
  for (const status of problemStatusesOf(endpoint, rateLimited)) response[status] = problemSchema;
  return {
    tags: [endpoint.feature],
    summary: endpoint.summary,
    ...(endpoint.description === undefined ? {} : { description: endpoint.description }),
    ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.query === undefined ? {} : { querystring: endpoint.query }),
    ...(endpoint.body === undefined || endpoint.bodyKind === 'multipart'
      ? {}
      : { body: endpoint.body }),
    ...(endpoint.bodyKind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/** Registers one endpoint of the contracts with its handler. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E>,
): void {
  const {
    handler,
    keepPublicAnswers = false,
    ...options
  } = typeof implementation === 'function' ? { handler: implementation } : implementation;
  const rateLimited = options.rateLimit !== undefined && options.rateLimit !== false;
  const config: FastifyContextConfig = {
    endpoint,
    ...(endpoint.access === 'public' ? { isPublic: true } : { access: accessOf[endpoint.access] }),
    ...(options.rateLimit === undefined ? {} : { rateLimit: options.rateLimit }),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config,
    schema: schemaOf(endpoint, rateLimited),
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(options.preHandler === undefined ? {} : { preHandler: options.preHandler }),
    handler: async (request, reply) => {
      const answer = () => handler(request as EndpointRequest<E>, reply);
      const result =
        keepPublicAnswers && request.user === null
          ? await app.publicAnswers.through(request.url, answer)
          : await answer();
      if (endpoint.responseKind === 'file' || endpoint.responseKind === 'stream' || reply.sent) {
        return result;
      }
      return reply.code(endpoint.status ?? 200).send(endpoint.response === 'empty' ? null : result);
    },
  });
}

/**
 * A feature's routes as a Fastify plugin: every endpoint of its contract group
 * with its handler (the type requires one for each), made from the plugin's
 * options (its services).
 */
export function endpointRoutes<
  Group extends Record<string, Endpoint>,
  Options extends FastifyPluginOptions = FastifyPluginOptions,
>(
  group: Group,
  implement: (options: Options, app: FastifyInstance) => GroupImplementation<Group>,
): FastifyPluginAsync<Options> {
  return async (app, options) => {
    const implementations = implement(options, app);
    for (const name of Object.keys(group) as (keyof Group & string)[]) {
      registerEndpoint(app, group[name] as Group[typeof name], implementations[name]);
    }
  };
}

/** A route the server answers, with the contract endpoint it implements (if any). */
export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `trackRoutes`, for the check that each endpoint is served once. */
    registeredRoutes: RegisteredRoute[];
  }
}

/** Records each route as it is registered (HEAD routes, which Fastify adds to each GET, are left out). */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, endpoint: route.config?.endpoint });
    }
  });
}

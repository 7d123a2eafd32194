import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  fieldErrorOf,
  fieldProblem,
  problemContentType,
  type ConflictReason,
  type ErrorCode,
  type FieldProblem,
  type FieldProblemInput,
  type Problem,
  type ReasonParams,
} from '@campus/contracts';

/** A conflict's reason and the values its sentence names, as a problem carries them. */
export interface ConflictOf {
  reason: ConflictReason;
  reason_params?: ReasonParams;
}

/** The one error type of the API: a status, a stable code and the sentence a person reads. */
export class AppError extends Error {
  /** Each field's problem with its code; one written without a code is a rule said by its message. */
  readonly fieldProblems?: FieldProblem[];
  /** A 409's reason, for clients to say in their own words. */
  conflictOf?: ConflictOf;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    fieldProblems?: FieldProblemInput[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
    this.name = 'AppError';
    if (fieldProblems !== undefined) {
      this.fieldProblems = fieldProblems.map((problem) => ({
        ...problem,
        code: problem.code ?? 'rule',
      }));
    }
  }

  static badRequest(detail: string, fieldProblems?: FieldProblemInput[]): AppError {
    return new AppError(
      400,
      fieldProblems ? 'validation_failed' : 'bad_request',
      detail,
      fieldProblems,
    );
  }
  static unauthorized(detail = 'Authentication is required'): AppError {
    return new AppError(401, 'unauthorized', detail);
  }
  static forbidden(detail = 'You do not have permission to do this'): AppError {
    return new AppError(403, 'forbidden', detail);
  }
  static notFound(detail = 'Not found'): AppError {
    return new AppError(404, 'not_found', detail);
  }
  static conflict(detail: string): AppError {
    return new AppError(409, 'conflict', detail);
  }
  /** A conflict with its reason (and the values its sentence names) besides the English detail. */
  static conflictFor(reason: ConflictReason, detail: string, params?: ReasonParams): AppError {
    const error = new AppError(409, 'conflict', detail);
    error.conflictOf = { reason, ...(params === undefined ? {} : { reason_params: params }) };
    return error;
  }
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Builds a problem document. `type` points at the code's description in the API docs. */
/** The longest `instance` a problem names. */
const maxInstanceLength = 300;

export function buildProblem(
  request: FastifyRequest,
  status: number,
  code: ErrorCode,
  detail: string,
  errors?: FieldProblem[],
  conflictOf?: ConflictOf,
): Problem {
  return {
    type: `about:blank#${code}`,
    title: titles[status] ?? 'Error',
    status,
    detail,
    code,
    // The path only, and not all of a very long one: an answer never echoes a flood back.
    instance: (request.url.split('?')[0] ?? request.url).slice(0, maxInstanceLength),
    ...(errors && errors.length > 0 ? { errors } : {}),
    ...conflictOf,
  };
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  detail: string,
  errors?: FieldProblem[],
  conflictOf?: ConflictOf,
): FastifyReply {
  return reply
    .code(status)
    .type(problemContentType)
    .send(buildProblem(request, status, code, detail, errors, conflictOf));
}

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';
const partLabels: Record<RequestPart, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function valueAt(root: unknown, pathSegments: string[]): unknown {
  let current: unknown = root;
  for (const segment of pathSegments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Turns the validation issues of a request into the field messages of SPEC.md section 5. */
function fieldProblemsOf(error: FastifyError, request: FastifyRequest): FieldProblem[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  const part: RequestPart = error.validationContext ?? 'body';
  const source: unknown =
    part === 'querystring'
      ? request.query
      : part === 'params'
        ? request.params
        : part === 'headers'
          ? request.headers
          : request.body;
  return error.validation.map((issue) => {
    const segments = issue.instancePath.split('/').filter((segment) => segment !== '');
    const value = valueAt(source, segments);
    const params = issue.params;
    const field = segments.at(-1) ?? part;
    return fieldProblem(
      [partLabels[part], ...segments].join('.'),
      fieldErrorOf({
        code: issue.keyword,
        field,
        isMissing: value === undefined || value === null || value === '',
        message: issue.message,
        minimum: params.minimum as number | undefined,
        maximum: params.maximum as number | undefined,
        origin: params.origin as string | undefined,
        format: params.format as string | undefined,
        values: params.values as unknown[] | undefined,
      }),
      issue.message,
    );
  });
}

/** Fastify's own error codes that are the client's fault, with our status and code for each. */
const frameworkErrors: Record<string, { status: number; code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    detail: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    detail: 'The request body is empty but declared as JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    detail: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'This content type is not accepted here',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    detail: 'The Content-Length header does not match the body',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    detail: 'The Content-Type header is not valid',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', detail: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'bad_request',
    detail: 'A part of the address is too long',
  },
  FST_ERR_ASYNC_CONSTRAINT: {
    status: 400,
    code: 'bad_request',
    detail: 'The request could not be routed',
  },
  FST_ERR_CTP_INVALID_HEADER: {
    status: 400,
    code: 'bad_request',
    detail: 'A request header is not valid',
  },
};

const connectionErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08006', // connection_failure
]);

/** True when the error, or one of its causes, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && connectionErrorCodes.has(code)) return true;
    if (
      /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** True when the error, or one of its causes, is PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
}

/** One handler maps every error to problem+json; nothing internal reaches the client. */
/**
 * Errors the router meets before any route (an address it cannot decode, a
 * path segment over the router's limit): Fastify's `frameworkErrors` option,
 * so they too answer problem+json instead of the framework's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = frameworkErrors[error.code] ?? {
    status: 400,
    code: 'bad_request' as const,
    detail: 'The request could not be routed',
  };
  void sendProblem(request, reply, known.status, known.code, known.detail);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return sendProblem(
        request,
        reply,
        error.status,
        error.code,
        error.detail,
        error.fieldProblems,
        error.conflictOf,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldProblemsOf(error, request);
      return sendProblem(
        request,
        reply,
        400,
        'validation_failed',
        'Please check the form for errors',
        errors,
      );
    }
    const known = frameworkErrors[error.code];
    if (known) return sendProblem(request, reply, known.status, known.code, known.detail);
    if (error.statusCode === 429) {
      return sendProblem(
        request,
        reply,
        429,
        'rate_limited',
        'Too many requests, please try again later',
      );
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return sendProblem(request, reply, 400, 'invalid_json', 'The request body is not valid JSON');
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendProblem(
        request,
        reply,
        error.statusCode,
        'bad_request',
        'The request could not be processed',
      );
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendProblem(
        request,
        reply,
        503,
        'service_unavailable',
        'The service is briefly unavailable; please try again in a moment',
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      request,
      reply,
      500,
      'internal_error',
      'Something went wrong on our side; please try again',
    );
  });
}

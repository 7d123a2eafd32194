import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import {
  pathOf,
  searchParamsOf,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  waitingCountSchema,
} from '@campus/contracts';
import { api } from './api-client';
import { withProblem } from './problem-error';

/**
 * The one way the web calls the API: an endpoint of the contracts and its
 * inputs. The URL is built from the endpoint's path and query schema, a
 * problem answer becomes a ProblemError, and a JSON answer is parsed with the
 * endpoint's response schema.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const url = pathOf(endpoint, params);
  // A JSON body goes out as its schema makes it (trimmed, defaults filled in), as the API reads it.
  const jsonOf = (value: unknown) =>
    endpoint.body === undefined ? value : endpoint.body.parse(value);
  const searchParams = searchParamsOf(query);
  return withProblem(async () => {
    const response = await api(url, {
      method: endpoint.method,
      ...(searchParams.size > 0 ? { searchParams } : {}),
      ...(body === undefined ? {} : body instanceof FormData ? { body } : { json: jsonOf(body) }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    if (endpoint.responseKind === 'file' || endpoint.responseKind === 'stream') {
      return (await response.blob()) as EndpointOutput<E>;
    }
    if (endpoint.response === 'empty') return undefined as EndpointOutput<E>;
    return endpoint.response.parse(await response.json()) as EndpointOutput<E>;
  });
}

/** The file name of a `Content-Disposition` header, or the fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (disposition === null) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1] !== undefined) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return fallback;
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * A file endpoint's answer with the name the API gives it (its
 * `Content-Disposition`), or `fallback` when it gives none.
 */
export async function downloadEndpoint<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  fallback: string,
): Promise<{ blob: Blob; fileName: string }> {
  const { params, query } = input as { params?: object; query?: object };
  const searchParams = searchParamsOf(query);
  return withProblem(async () => {
    const response = await api(pathOf(endpoint, params), {
      method: endpoint.method,
      ...(searchParams.size > 0 ? { searchParams } : {}),
    });
    const fileName = fileNameOf(response.headers.get('content-disposition'), fallback);
    return { blob: await response.blob(), fileName };
  });
}

/**
 * The query key of an endpoint's answer: its feature, its name, then its
 * params and query. A feature's key (`[feature]`) covers all of its answers.
 */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  if (input === undefined) return [endpoint.feature, endpoint.name];
  const { params, query } = input as { params?: object; query?: object };
  return [endpoint.feature, endpoint.name, { params, query }];
}

/** TanStack Query options of a read: `useQuery(endpointQuery(endpoint, input))`, spread to add more. */
export function endpointQuery<E extends Endpoint>(endpoint: E, input: EndpointInput<E>) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { signal }),
  });
}

/**
 * A read whose input changes as the user pages or filters (a list): the
 * shown answer stays until the next one arrives, so the page does not blink.
 */
export function useEndpointList<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  {
    refetchInterval,
  }: {
    /** Milliseconds between reads while the page is visible, or a rule from the shown answer (false: no polling). */
    refetchInterval?: number | ((shown: EndpointOutput<E> | undefined) => number | false);
  } = {},
) {
  return useQuery({
    ...endpointQuery(endpoint, input),
    placeholderData: keepPreviousData,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (query) => refetchInterval(query.state.data)
        : refetchInterval,
    refetchIntervalInBackground: false,
  });
}

/** How many items wait in a moderation queue (a `countWaiting` endpoint); undefined while it loads. */
export function useWaitingCount<E extends Endpoint & { response: typeof waitingCountSchema }>(
  endpoint: E,
  input: EndpointInput<E>,
): number | undefined {
  return useQuery({
    ...endpointQuery(endpoint, input),
    select: (answer) => waitingCountSchema.parse(answer).count,
  }).data;
}

export interface EndpointMutationOptions<E extends Endpoint> extends Omit<
  UseMutationOptions<EndpointOutput<E>, Error, EndpointInput<E>>,
  'mutationFn' | 'onSuccess'
> {
  /** Other features whose answers the change makes stale (its own feature always is). */
  invalidates?: readonly string[];
  /** Refetch the feature's answers after a failure too (the row may have changed meanwhile). */
  refreshOnError?: boolean;
  onSuccess?: (output: EndpointOutput<E>, input: EndpointInput<E>) => unknown;
}

/**
 * A change through an endpoint: `mutate({ params, body })`. On success the
 * answers of the endpoint's feature (and of the features it names) are
 * refetched before `onSuccess` runs.
 */
export function useEndpointMutation<E extends Endpoint>(
  endpoint: E,
  {
    invalidates = [],
    refreshOnError = false,
    onSuccess,
    ...options
  }: EndpointMutationOptions<E> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<EndpointOutput<E>, Error, EndpointInput<E>>({
    ...(refreshOnError
      ? { onError: () => queryClient.invalidateQueries({ queryKey: [endpoint.feature] }) }
      : {}),
    ...options,
    mutationFn: (input) => callEndpoint(endpoint, input),
    onSuccess: async (output, input) => {
      await Promise.all(
        [endpoint.feature, ...invalidates].map((feature) =>
          queryClient.invalidateQueries({ queryKey: [feature] }),
        ),
      );
      await onSuccess?.(output, input);
    },
  });
}

import type { EndpointData, EndpointInput, EndpointName } from '@lyp/shared/api/endpoints';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl, methodOf, pathOf, pathParamNames, type HttpMethod } from '@lyp/shared/api/paths';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiRequestBlob, type QueryValue, type RequestOptions } from './api-client';

/**
 * Calls to the endpoint map by name. Only the route table (names, methods, paths) is bundled;
 * the schemas stay on the server and in the types, so a page pays only for what it shows.
 */
type InputArgs<N extends EndpointName> =
  object extends EndpointInput<N>
    ? [input?: EndpointInput<N>, options?: CallOptions]
    : [input: EndpointInput<N>, options?: CallOptions];

export type CallOptions = Pick<RequestOptions, 'signal' | 'clearUserInfoOnAuthFailure'>;

/** One request to a named endpoint; resolves to the answer's data, rejects with an ApiError. */
export async function call<N extends EndpointName>(
  name: N,
  ...[input, options]: InputArgs<N>
): Promise<EndpointData<N>> {
  const answer = await apiRequest<unknown>(...requestFor(name, input, options));
  return (isEnvelope(answer) ? answer.data : answer) as EndpointData<N>;
}

/** The whole answer `{ code: 0, msg, data }`, for callers that show the server's own message. */
export async function callWithMessage<N extends EndpointName>(
  name: N,
  ...[input, options]: InputArgs<N>
): Promise<Ok<EndpointData<N>>> {
  return apiRequest<Ok<EndpointData<N>>>(...requestFor(name, input, options));
}

/**
 * A multipart upload: the endpoint has no body schema, the handler reads the parts itself, and
 * the browser encodes the form (and its boundary). Resolves to the answer's data.
 */
export async function upload<N extends EndpointName>(
  name: N,
  form: FormData,
  options: CallOptions = {},
): Promise<EndpointData<N>> {
  const answer = await apiRequest<unknown>(apiUrl(name), { ...options, method: methodOf(name), form });
  return (isEnvelope(answer) ? answer.data : answer) as EndpointData<N>;
}

/** A file answer (an export, a download) as the whole Response: spec §7's blob path. */
export function download<N extends EndpointName>(
  name: N,
  ...[input, options]: InputArgs<N>
): Promise<Response> {
  return apiRequestBlob(...requestFor(name, input, options));
}

/**
 * The query key of a named endpoint: `[name]` covers every input (invalidate all lists of a
 * kind after a change), `[name, input]` one of them.
 */
export function queryKeyOf<N extends EndpointName>(name: N, input?: EndpointInput<N>): readonly unknown[] {
  return input === undefined ? [name] : [name, input];
}

/** Query options for a read, for useQuery, prefetching and the cache's setQueryData. */
export function queryOptionsOf<N extends EndpointName>(name: N, ...[input]: InputArgs<N>) {
  return queryOptions({
    queryKey: queryKeyOf(name, input),
    queryFn: ({ signal }) => call<N>(name, ...([input, { signal }] as InputArgs<N>)),
  });
}

/**
 * POSTs whose fields go in the query string, not a JSON body: the OAuth token endpoint reads
 * a form or the query (RFC 6749) and refuses JSON.
 */
const QUERY_STRING_POSTS: ReadonlySet<EndpointName> = new Set(['oauthToken']);

function requestFor(name: EndpointName, input: unknown, options: CallOptions = {}): [string, RequestOptions] {
  const method = methodOf(name) as HttpMethod;
  const fields = { ...(input as Record<string, unknown> | undefined) };
  const params: Record<string, string | number> = {};
  for (const key of pathParamNames(pathOf(name))) {
    params[key] = fields[key] as string | number;
    delete fields[key];
  }
  const url = apiUrl(name, params);
  if (method === 'GET' || method === 'DELETE' || QUERY_STRING_POSTS.has(name))
    return [url, { ...options, method, query: fields as Record<string, QueryValue> }];
  return [url, { ...options, method, body: fields }];
}

function isEnvelope(answer: unknown): answer is { code: 0; data: unknown } {
  return typeof answer === 'object' && answer !== null && 'code' in answer && 'data' in answer;
}

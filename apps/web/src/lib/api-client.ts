import type { ErrorBody } from '@lyp/shared/api/envelope';
import { API_BASE_URL } from '../config/env';
import { messageForStatus, NETWORK_ERROR_MESSAGE } from './http-status';

/**
 * The only caller of fetch. Same-origin JSON with credentials, a 30-second timeout and the
 * stored bearer token. Bodies resolve as they are; blob requests resolve to the whole
 * Response. Failures reject with an ApiError whose message is what the user should read.
 */
export interface ApiClientSettings {
  baseUrl: string;
  timeoutMs: number;
  getToken: () => string | null;
  /**
   * Called on a 401 or 403 to the token still held: the stored user info is cleared. `error`
   * is the server's code (PASSWORD_CHANGE_REQUIRED: a temporary password must be replaced first).
   */
  onAuthFailure: (status: 401 | 403, error?: string) => void;
}

export const REQUEST_TIMEOUT_MS = 30_000;

let settings: ApiClientSettings = {
  baseUrl: API_BASE_URL,
  timeoutMs: REQUEST_TIMEOUT_MS,
  getToken: () => null,
  onAuthFailure: () => {},
};

export function configureApiClient(changes: Partial<ApiClientSettings>): void {
  settings = { ...settings, ...changes };
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's error body, when it sent one. */
    readonly body?: Partial<ErrorBody> & { error?: string },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A multipart body (file uploads); the browser sets its content type. */
  form?: FormData;
  signal?: AbortSignal;
  /** False where the caller signs out itself anyway (logout): no second clearing of the user info. */
  clearUserInfoOnAuthFailure?: boolean;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const body = (await response.json().catch(() => undefined)) as unknown;
  // An envelope may carry a business failure even with HTTP 200 (spec: code 1 means error).
  if (isFailureEnvelope(body))
    throw new ApiError(messageForStatus(response.status, body.msg), response.status, body);
  return body as T;
}

/** For downloads: the whole Response, so the caller can read headers and the blob. */
export async function apiRequestBlob(path: string, options: RequestOptions = {}): Promise<Response> {
  return send(path, options, '*/*');
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const token = settings.getToken();
  const headers: Record<string, string> = { accept };
  if (options.body !== undefined && !options.form) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}${queryString(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: 'include',
      ...(options.form
        ? { body: options.form }
        : options.body !== undefined
          ? { body: JSON.stringify(options.body) }
          : {}),
      signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    if (timeout.aborted) throw new ApiError(messageForStatus(408), 408);
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  if (response.ok) return response;
  const body = (await response.json().catch(() => undefined)) as
    (Partial<ErrorBody> & { error?: string }) | undefined;
  const { status } = response;
  // Only a refusal of the token the browser still holds says its user info is no longer good.
  // Without a token there is nothing to clear, and a token signed out (or replaced) while the
  // request was under way says nothing about the current user: a late answer to a page being
  // left must not send the browser to /login over where it is going now.
  const refusedCurrentToken = token !== null && settings.getToken() === token;
  if (
    (status === 401 || status === 403) &&
    options.clearUserInfoOnAuthFailure !== false &&
    refusedCurrentToken
  ) {
    settings.onAuthFailure(status, body?.error);
  }
  throw new ApiError(withRequestId(messageForStatus(status, body?.msg), response), status, body);
}

/**
 * A failure of the server's own (500, 503) names the request, so whoever the user tells can
 * find its log lines: the server writes this id on every line of the request.
 */
function withRequestId(message: string, response: Response): string {
  const requestId = response.headers.get('x-request-id');
  if (response.status < 500 || !requestId) return message;
  return `${message}（请求编号 ${requestId.slice(0, 8)}）`;
}

function isFailureEnvelope(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 1;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

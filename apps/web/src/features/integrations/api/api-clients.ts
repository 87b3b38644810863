import { apiUrl } from '@lyp/shared/api/paths';
import type { ApiClientBodyInput } from '@lyp/shared/integrations/api-client.schemas';
import { call, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** The organisation's clients, what may be granted them, and why the caller may not manage any. */
export const apiClientListQuery = () => queryOptionsOf('apiClientList');
export const apiClientListKey = queryKeyOf('apiClientList');

/** One page of a client's calls, newest first. */
export const apiClientCallsQuery = (id: number, page: { current: number; size: number }) =>
  queryOptionsOf('apiClientCalls', { id, ...page });

/** Where a client's system asks for its tokens, on the host the page was served from. */
export const tokenEndpointUrl = () => `${window.location.origin}${apiUrl('oauthToken')}`;

export const apiClientsApi = {
  /** The answer carries the new client's secret, this once. */
  create: (body: ApiClientBodyInput) => call('apiClientCreate', body),
  update: (id: number, body: ApiClientBodyInput) => call('apiClientUpdate', { ...body, id }),
  /** The answer carries the new secret, this once. */
  rotate: (id: number) => call('apiClientRotate', { id }),
  revoke: (id: number) => call('apiClientRevoke', { id }),
};

import type { z } from 'zod';
import type { PermissionDef, RouteAccess } from '../rbac/permissions';
import { methodOf, pathOf, type MethodOf, type PathOf, type PathParamNames, type RouteName } from './paths';

/**
 * What one endpoint promises, beside its method and path (api/paths.ts): who may call it,
 * what it accepts and what it answers. The server registers the route, validates with these
 * schemas and documents it (OpenAPI) from here; the web's `call(name, input)` takes its types.
 */
export interface EndpointContract {
  access: RouteAccess;
  summary: string;
  description?: string;
  /** Path parameters: required when the path has `:name` segments, one key per segment. */
  params?: z.ZodType;
  /** Query string (GET). */
  query?: z.ZodType;
  /** JSON body (POST, PUT). */
  body?: z.ZodType;
  /** The 200 answer. Absent for file answers (downloads, exports), read through the blob path. */
  response?: z.ZodType;
  /**
   * A successful call changes a review queue of the caller's tenant (a voucher submitted, an
   * application reviewed): the tenant's reviewers' open pages hear of it and re-read.
   */
  changesReviewQueue?: true;
  /**
   * For a route every signed-in person may call (it checks what is theirs itself): the
   * permissions, any one of which lets an API client call it too. Absent: no API client may.
   */
  machineAccess?: readonly PermissionDef[];
}

/** A contract with its route: the full entry of the endpoint map. */
export type Endpoint<N extends RouteName = RouteName, C extends EndpointContract = EndpointContract> = C & {
  readonly name: N;
  readonly method: MethodOf<N>;
  readonly path: PathOf<N>;
  readonly tags: readonly string[];
};

/** A path with `:id` needs a params schema whose output has `id`; a path without needs none. */
type ParamsRule<N extends RouteName> = [PathParamNames<PathOf<N>>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<Record<PathParamNames<PathOf<N>>, unknown>> };

export type ContractsOf<Names extends RouteName> = { [N in Names]: EndpointContract & ParamsRule<N> };

/**
 * Joins an area's contracts to their routes. `tag` groups them in the API documentation.
 * The compiler checks each name is a route and each path parameter has a schema.
 */
export function defineEndpoints<const M extends Partial<ContractsOf<RouteName>>>(
  tag: string,
  contracts: M,
): { [N in keyof M & RouteName]: Endpoint<N, M[N] & EndpointContract> } {
  const entries = (Object.keys(contracts) as Array<keyof M & RouteName>).map((name) => [
    name,
    { ...contracts[name], name, method: methodOf(name), path: pathOf(name), tags: [tag] },
  ]);
  return Object.fromEntries(entries) as never;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : unknown;

/** What a caller passes: path parameters, query and body fields, in one object. */
export type InputOfEndpoint<E extends EndpointContract> = InputOf<E['params']> &
  InputOf<E['query']> &
  InputOf<E['body']>;

/** The parsed answer: for the usual envelope `{ code, msg, data }`, its data. */
export type DataOfEndpoint<E extends EndpointContract> = E['response'] extends z.ZodType
  ? z.output<E['response']> extends { code: 0; data: infer D }
    ? D
    : z.output<E['response']>
  : never;

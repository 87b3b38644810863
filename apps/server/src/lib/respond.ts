import { errorBodySchema, type Ok } from '@lyp/shared/api/envelope';

/** The success envelope: `{ code: 0, msg, data }`. */
export function ok<T>(data: T, msg = '操作成功'): Ok<T> {
  return { code: 0, msg, data };
}

/** Error answers every route can give, for the OpenAPI document and response checking. */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

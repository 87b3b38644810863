import type { ErrorBody } from '@lyp/shared/api/envelope';
import { ERROR_CODES, formatErrorMessage, type ErrorCode } from '@lyp/shared/errors/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isDataException } from '../db/pg-errors';
import { AppError, isAppError } from '../lib/app-error';
import { OAuthError } from '../lib/oauth-error';
import { answersInOAuthForm, bearerChallenge, sendAsOAuthError, sendOAuthError } from './auth-answers';
import { isUnreadableMultipart } from './multipart';

/** A database outage is answered 503 with this hint; a restart of PostgreSQL takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The one place errors become answers. Business errors keep their status and Chinese
 * message; everything unexpected is logged with its stack and answered with a generic
 * 500, so no stack trace, SQL or internal detail ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An answer sent before the request's body was read (an upload refused part-way) closes
    // the connection: kept open, its next request would wait behind the unread bytes.
    if (!request.raw.complete) void reply.header('connection', 'close');
    if (isAppError(error)) return sendAppError(reply, error);
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage full');
      return sendAppError(reply, new AppError('STORAGE_FULL'));
    }
    if (isDatabaseUnavailable(error)) {
      // The request did not get its work done and may be retried: 503, not 500.
      request.log.warn({ err: error }, 'database unavailable');
      const seconds = DATABASE_RETRY_AFTER_SECONDS;
      return sendAppError(
        reply,
        new AppError('DATABASE_UNAVAILABLE', { params: { seconds }, retryAfterSeconds: seconds }),
      );
    }
    if (error instanceof OAuthError) return sendOAuthError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendFieldErrors(
        reply,
        error.validation.map((issue) => ({
          field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          msg: issue.message ?? '格式不正确',
        })),
      );
    }
    // A rule a service checks after the request's schema passed (every field of an application
    // sent for review, say), in the schemas' own form: answered exactly like a schema's failure.
    if (error instanceof ZodError) {
      return sendFieldErrors(
        reply,
        error.issues.map((issue) => ({ field: issue.path.join('.'), msg: issue.message })),
      );
    }
    if (isDataException(error)) {
      // Input the schemas let through but PostgreSQL cannot store (a NUL character, say).
      request.log.warn({ err: error }, 'data exception');
      return sendError(reply, 400, {
        code: 1,
        msg: '请求数据包含无法处理的字符或超出范围的值',
        error: 'BAD_REQUEST',
      });
    }
    const mapped = mapFrameworkError(error);
    if (mapped)
      return sendError(reply, ERROR_CODES[mapped.code].status, {
        code: 1,
        msg: mapped.msg,
        error: mapped.code,
      });

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, {
      code: 1,
      msg: ERROR_CODES.INTERNAL_ERROR.message,
      error: 'INTERNAL_ERROR',
    });
  });
}

/** The disk or the quota is full (ENOSPC, EDQUOT), wherever in the error's causes it was raised. */
function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT') return true;
    current = cause;
  }
  return false;
}

/** Errors Fastify raises before routing (a malformed URL, say), in the same envelope. */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const msg = error.code === 'FST_ERR_BAD_URL' ? '请求地址格式不正确' : ERROR_CODES.BAD_REQUEST.message;
  void sendError(reply, 400, { code: 1, msg, error: 'BAD_REQUEST' });
}

/** 404 for unknown API paths, in the same envelope as every other error. */
export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, {
    code: 1,
    msg: `${ERROR_CODES.ROUTE_NOT_FOUND.message}：${request.method} ${request.url.split('?')[0]}`,
    error: 'ROUTE_NOT_FOUND',
  });
}

/** 400 VALIDATION_FAILED naming every field; the first field's message is the answer's. */
function sendFieldErrors(reply: FastifyReply, fields: Array<{ field: string; msg: string }>) {
  const first = fields[0];
  const msg = first
    ? first.field
      ? first.msg
      : `请求参数不正确：${first.msg}`
    : ERROR_CODES.VALIDATION_FAILED.message;
  return sendError(reply, 400, { code: 1, msg, error: 'VALIDATION_FAILED', fields });
}

function sendAppError(reply: FastifyReply, error: AppError) {
  const { retryAfterSeconds } = error;
  if (retryAfterSeconds !== undefined) void reply.header('retry-after', retryAfterSeconds);
  return sendError(reply, error.status, {
    code: 1,
    msg: error.message,
    error: error.code,
    ...(error.field !== undefined ? { fields: [{ field: error.field, msg: error.message }] } : {}),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

/** In the route's declared error shape, with the challenge RFC 6750 asks for on 401 and 403. */
function sendError(reply: FastifyReply, status: number, body: ErrorBody) {
  if (status < 500 && answersInOAuthForm(reply.request)) return sendAsOAuthError(reply, status, body);
  const challenge = bearerChallenge(reply.request, status, body.error);
  if (challenge) void reply.header('www-authenticate', challenge);
  return reply.status(status).send(body);
}

/** Errors Fastify itself raises while reading a request, by their codes. */
function mapFrameworkError(error: FastifyError): { code: ErrorCode; msg: string } | undefined {
  const byCode: Record<string, { code: ErrorCode; msg?: string }> = {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
    FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
    FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', msg: '请求体不能为空' },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', msg: '请求长度不正确' },
    FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', msg: '请求体不是有效的 JSON' },
  };
  const known = error.code ? byCode[error.code] : undefined;
  if (known) return { code: known.code, msg: known.msg ?? ERROR_CODES[known.code].message };
  if (isUnreadableMultipart(error)) {
    return { code: 'UPLOAD_INCOMPLETE', msg: ERROR_CODES.UPLOAD_INCOMPLETE.message };
  }
  // JSON.parse failures arrive as a plain 400 SyntaxError.
  if (error.statusCode === 400 && error instanceof SyntaxError) {
    return { code: 'BAD_REQUEST', msg: '请求体不是有效的 JSON' };
  }
  if (error.statusCode === 429) {
    return { code: 'RATE_LIMITED', msg: formatErrorMessage('RATE_LIMITED', { seconds: 60 }) };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'BAD_REQUEST', msg: ERROR_CODES.BAD_REQUEST.message };
  }
  return undefined;
}

import { API_PATHS } from '@lyp/shared/api/paths';
import {
  smsSendParamsSchema,
  smsSendResponseSchema,
  smsVerifyParamsSchema,
  smsVerifyQuerySchema,
  smsVerifyResponseSchema,
} from '@lyp/shared/sms/sms.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import type { SmsService } from './sms.service';

const tags = ['短信验证码'];

export const smsRoutes: FastifyPluginAsyncZod<{ sms: SmsService }> = async (app, { sms }) => {
  // With and without the type segment: without it, a login code (type 2).
  for (const [path, summary] of [
    [API_PATHS.smsSendCode, '发送短信验证码'],
    [API_PATHS.smsSendLoginCode, '发送登录验证码（type 默认为 2）'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary,
          description: 'type：1 注册、2 登录、3 找回密码、4 更换手机号。同一手机号 60 秒一次、每天 10 次。',
          params: smsSendParamsSchema,
          response: { 200: smsSendResponseSchema, ...errorResponses },
        },
      },
      async (request) =>
        ok(await sms.sendCode({ ...request.params, ip: request.ip }), '验证码已发送，5 分钟内有效'),
    );
  }

  app.get(
    API_PATHS.smsVerifyCode,
    {
      config: { access: 'public', requestLimit: REQUEST_LIMITS.codeCheck },
      schema: {
        tags,
        summary: '校验短信验证码（不消耗验证码）',
        params: smsVerifyParamsSchema,
        querystring: smsVerifyQuerySchema,
        response: { 200: smsVerifyResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await sms.verifyCode({
        ...request.params,
        ...(request.query.type ? { type: request.query.type } : {}),
      });
      return ok(true as const, '验证码正确');
    },
  );
};

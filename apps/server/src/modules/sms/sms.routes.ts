import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import type { SmsService } from './sms.service';

export const smsRoutes: FastifyPluginAsync<{ sms: SmsService }> = async (app, { sms }) => {
  // With and without the type segment: without it, a login code (type 2).
  for (const endpoint of [ENDPOINTS.smsSendCode, ENDPOINTS.smsSendLoginCode]) {
    route(app, endpoint, async (request) =>
      ok(await sms.sendCode({ ...request.params, ip: request.ip }), '验证码已发送，5 分钟内有效'),
    );
  }

  route(
    app,
    ENDPOINTS.smsVerifyCode,
    async (request) => {
      await sms.verifyCode({
        ...request.params,
        ...(request.query.type ? { type: request.query.type } : {}),
      });
      return ok(true as const, '验证码正确');
    },
    { config: { requestLimit: REQUEST_LIMITS.codeCheck } },
  );
};

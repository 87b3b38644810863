import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import { DEFAULT_SMS_TYPE } from '@lyp/shared/sms/sms.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import type { SmsService } from './sms.service';

export const smsRoutes: FastifyPluginAsync<{ sms: SmsService }> = async (app, { sms }) => {
  const sent = '验证码已发送，5 分钟内有效';
  route(app, ENDPOINTS.smsSendCode, async (request) =>
    ok(await sms.sendCode({ ...request.params, ip: request.ip }), sent),
  );
  // Without the type segment: a login code.
  route(app, ENDPOINTS.smsSendLoginCode, async (request) =>
    ok(await sms.sendCode({ ...request.params, type: DEFAULT_SMS_TYPE, ip: request.ip }), sent),
  );

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

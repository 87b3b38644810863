import { defineEndpoints } from '../api/endpoint';
import {
  demoSmsOutboxQuerySchema,
  demoSmsOutboxResponseSchema,
  smsSendLoginParamsSchema,
  smsSendParamsSchema,
  smsSendResponseSchema,
  smsVerifyParamsSchema,
  smsVerifyQuerySchema,
  smsVerifyResponseSchema,
} from './sms.schemas';

const SEND_LIMITS = 'type：1 注册、2 登录、3 找回密码、4 更换手机号。同一手机号 60 秒一次、每天 10 次。';

export const smsEndpoints = defineEndpoints('短信验证码', {
  smsSendCode: {
    access: 'public',
    summary: '发送短信验证码',
    description: SEND_LIMITS,
    params: smsSendParamsSchema,
    response: smsSendResponseSchema,
  },
  // The same without the type segment: a login code (type 2).
  smsSendLoginCode: {
    access: 'public',
    summary: '发送登录验证码（type 默认为 2）',
    description: SEND_LIMITS,
    params: smsSendLoginParamsSchema,
    response: smsSendResponseSchema,
  },
  smsVerifyCode: {
    access: 'public',
    summary: '校验短信验证码（不消耗验证码）',
    params: smsVerifyParamsSchema,
    query: smsVerifyQuerySchema,
    response: smsVerifyResponseSchema,
  },
});

/** Registered only in demo mode: the messages the demo SMS provider "sent". */
export const demoSmsEndpoints = defineEndpoints('演示模式', {
  demoSmsOutbox: {
    access: 'public',
    summary: '演示短信收件箱（仅演示模式）',
    query: demoSmsOutboxQuerySchema,
    response: demoSmsOutboxResponseSchema,
  },
  // An HTML page: no response schema.
  demoSmsOutboxPage: {
    access: 'public',
    summary: '演示短信收件箱页面（仅演示模式）',
  },
});

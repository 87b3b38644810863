import { defineEndpoints } from '../api/endpoint';
import { logoutResponseSchema, tokenParametersSchema, tokenResponseSchema } from './auth.schemas';

export const authEndpoints = defineEndpoints('登录认证', {
  oauthToken: {
    access: 'public',
    summary: '获取令牌（RFC 6749；参数放在表单或查询字符串中）',
    description:
      'grant_type=password：username（账号或手机号）+ password；grant_type=sms_code：phone + code（登录验证码）；' +
      'grant_type=refresh_token：refresh_token。参数可放在 application/x-www-form-urlencoded 请求体或查询字符串中。' +
      '客户端可用 HTTP Basic 或 client_id 参数表明身份（网页端 lyp-web 为公开客户端，可省略）。' +
      '错误遵循 RFC 6749：error 与英文 error_description，另附中文 msg。',
    // Documented in the query string only: a documented body would be marked required, and
    // it is optional (the same parameters may come as a form). The answer is no envelope.
    query: tokenParametersSchema,
    response: tokenResponseSchema,
  },
  logout: {
    access: 'session',
    summary: '退出登录（吊销当前令牌）',
    response: logoutResponseSchema,
  },
});

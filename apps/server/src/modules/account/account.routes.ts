import {
  passwordAgeResponseSchema,
  registerBodySchema,
  replacePhoneBodySchema,
  replacePhoneResponseSchema,
  replaceUserNameBodySchema,
  replaceUserNameResponseSchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@lyp/shared/account/account.schemas';
import { API_PATHS } from '@lyp/shared/api/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../lib/respond';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { AccountService } from './account.service';

const tags = ['账号'];

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.post(
    API_PATHS.userRegister,
    {
      config: { access: 'public', requestLimit: REQUEST_LIMITS.codeCheck },
      schema: {
        tags,
        summary: '手机号注册',
        body: registerBodySchema,
        response: { 200: registerResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await accounts.register(request.body), '注册成功，请登录'),
  );

  app.post(
    API_PATHS.resetPassword,
    {
      config: { access: 'public', requestLimit: REQUEST_LIMITS.codeCheck },
      schema: {
        tags,
        summary: '通过短信验证码重置密码',
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body, request.ip);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.get(
    API_PATHS.passwordAgeCheck,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          '登录前是否须先修改密码：data 为 true 表示超过 90 天未修改，为 admin_reset 表示管理员重置过密码',
        response: { 200: passwordAgeResponseSchema, ...errorResponses },
      },
    },
    async (request) => ok(await accounts.passwordAge(requirePrincipal(request).userId)),
  );

  app.post(
    API_PATHS.replaceUserName,
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: '修改用户名（登录账号名）',
        body: replaceUserNameBodySchema,
        response: { 200: replaceUserNameResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(await accounts.replaceUserName(requirePrincipal(request).userId, request.body), '用户名已修改'),
  );

  app.post(
    API_PATHS.replacePhone,
    {
      config: { access: 'authenticated', requestLimit: REQUEST_LIMITS.codeCheck },
      schema: {
        tags,
        summary: '更换手机号（新手机号的更换手机号验证码 + 当前密码）',
        body: replacePhoneBodySchema,
        response: { 200: replacePhoneResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await accounts.replacePhone(requirePrincipal(request).userId, request.body, request.ip),
        '手机号已更换',
      ),
  );
};

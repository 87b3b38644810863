import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { REQUEST_LIMITS } from '../../plugins/request-limits';
import { requirePrincipal } from '../../plugins/route-access';
import type { AccountService } from './account.service';

/** Routes that check a code or a password share the per-address limit on such checks. */
const codeCheck = { config: { requestLimit: REQUEST_LIMITS.codeCheck } };

export const accountRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  const E = ENDPOINTS;
  route(
    app,
    E.userRegister,
    async (request) => ok(await accounts.register(request.body), '注册成功，请登录'),
    codeCheck,
  );

  route(
    app,
    E.resetPassword,
    async (request) => {
      await accounts.resetPassword(request.body, request.ip);
      return ok(null, '密码已重置，请使用新密码登录');
    },
    codeCheck,
  );

  route(
    app,
    E.changePassword,
    async (request) => {
      await accounts.changePassword(request.body, request.ip);
      return ok(null, '密码已修改，请使用新密码登录');
    },
    codeCheck,
  );

  route(app, E.passwordAgeCheck, async (request) =>
    ok(await accounts.passwordAge(requirePrincipal(request).userId)),
  );

  route(app, E.replaceUserName, async (request) =>
    ok(await accounts.replaceUserName(requirePrincipal(request).userId, request.body), '用户名已修改'),
  );

  route(
    app,
    E.replacePhone,
    async (request) =>
      ok(
        await accounts.replacePhone(requirePrincipal(request).userId, request.body, request.ip),
        '手机号已更换',
      ),
    codeCheck,
  );
};

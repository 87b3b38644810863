import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { ApiClientCaller } from './api-client.view';
import type { ApiClientsService } from './api-clients.service';

const callerOf = (request: FastifyRequest): ApiClientCaller => ({
  principal: requirePrincipal(request),
  ip: request.ip,
});

export const apiClientsRoutes: FastifyPluginAsync<{ apiClients: ApiClientsService }> = async (
  app,
  { apiClients },
) => {
  route(app, ENDPOINTS.apiClientList, async (request) =>
    ok(await apiClients.list(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.apiClientCreate, async (request) =>
    ok(await apiClients.create(callerOf(request), request.body), 'API 客户端已创建，请立即保存密钥'),
  );
  route(app, ENDPOINTS.apiClientUpdate, async (request) =>
    ok(await apiClients.update(callerOf(request), request.params.id, request.body), 'API 客户端已保存'),
  );
  route(app, ENDPOINTS.apiClientRotate, async (request) =>
    ok(await apiClients.rotate(callerOf(request), request.params.id), '密钥已重置，请立即保存新密钥'),
  );
  route(app, ENDPOINTS.apiClientRevoke, async (request) =>
    ok(await apiClients.revoke(callerOf(request), request.params.id), 'API 客户端已停用'),
  );
  route(app, ENDPOINTS.apiClientCalls, async (request) =>
    ok(await apiClients.calls(requirePrincipal(request), request.params.id, request.query)),
  );
};

import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/respond';
import { exportRoute, route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { Actor } from '../operation-log';
import type { MembersService } from './members.service';

/** The auditor acting: tenancy, and who the operation log names. */
function actorOf(request: FastifyRequest): Actor {
  const { userId, tenantId } = requirePrincipal(request);
  return { userId, tenantId, ip: request.ip };
}

export const membersRoutes: FastifyPluginAsync<{ members: MembersService }> = async (app, { members }) => {
  const E = ENDPOINTS;
  route(app, E.memberPage, async (request) => ok(await members.page(actorOf(request), request.body)));
  route(app, E.memberDetail, async (request) =>
    ok(await members.detail(actorOf(request), request.params.userId)),
  );
  route(app, E.memberBar, async (request) =>
    ok(await members.bar(actorOf(request), request.body), request.body.barred ? '会员已禁用' : '会员已启用'),
  );
  exportRoute(app, E.exportCompanyAuth, (request) => members.export(actorOf(request), request.body));
};

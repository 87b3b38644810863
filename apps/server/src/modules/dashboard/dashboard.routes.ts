import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { HomeFiguresService } from './home-figures.service';
import type { TodoService } from './todo.service';

/** 工作台: the personal home's to-do counts and figures. */
export const dashboardRoutes: FastifyPluginAsync<{ todo: TodoService; figures: HomeFiguresService }> = async (
  app,
  { todo, figures },
) => {
  route(app, ENDPOINTS.homeTodo, async (request) => ok(await todo.list(requirePrincipal(request))));
  route(app, ENDPOINTS.homeIncomeTrend, async (request) =>
    ok(await figures.incomeTrend(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.homeConsumeBar, async (request) =>
    ok(await figures.consumeBar(requirePrincipal(request))),
  );
  route(app, ENDPOINTS.homeCompanyInfo, async (request) =>
    ok(await figures.companyInfo(requirePrincipal(request))),
  );
};

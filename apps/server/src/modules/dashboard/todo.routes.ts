import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { TodoService } from './todo.service';

export const todoRoutes: FastifyPluginAsync<{ todo: TodoService }> = async (app, { todo }) => {
  route(app, ENDPOINTS.homeTodo, async (request) => ok(await todo.list(requirePrincipal(request))));
};

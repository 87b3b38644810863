import { ENDPOINTS } from '@lyp/shared/api/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/respond';
import { route } from '../../plugins/endpoint-routes';
import { requirePrincipal } from '../../plugins/route-access';
import type { MessagesService } from './messages.service';

export const messagesRoutes: FastifyPluginAsync<{ messages: MessagesService }> = async (
  app,
  { messages },
) => {
  const E = ENDPOINTS;
  route(app, E.messageList, async (request) =>
    ok(await messages.list(requirePrincipal(request), request.body)),
  );
  route(app, E.messageUnread, async (request) => ok(await messages.unread(requirePrincipal(request))));
  route(app, E.messageGet, async (request) =>
    ok(await messages.get(requirePrincipal(request), request.params.id)),
  );
  route(app, E.messageConfigGet, async (request) => ok(await messages.settings(requirePrincipal(request))));
  route(app, E.messageConfigSave, async (request) =>
    ok(await messages.saveSettings(requirePrincipal(request), request.body), '提醒设置已保存'),
  );
  route(app, E.messageReadAll, async (request) =>
    ok(await messages.readAll(requirePrincipal(request)), '已全部标为已读'),
  );
};

import websocket from '@fastify/websocket';
import { registerOpenApi } from '../plugins/openapi';
import { privateAnswersPlugin } from '../plugins/private-answers';
import { requestLimitsPlugin } from '../plugins/request-limits';
import { reviewQueueNudgesPlugin } from '../plugins/review-queue-nudges';
import { routeAccessPlugin } from '../plugins/route-access';
import type { Services } from '../services';
import type { AppDependencies } from './app-dependencies';
import type { AppInstance } from './create-fastify';

/**
 * Rate limits, access rules, private answers, review-queue nudges, the API docs and WebSockets,
 * before any route.
 */
export async function registerPlugins(app: AppInstance, deps: AppDependencies, services: Services) {
  await app.register(requestLimitsPlugin, { rateLimiters: deps.rateLimiters });
  await app.register(routeAccessPlugin, {
    authenticate: services.auth.authenticate,
    authenticateRemembered: services.auth.authenticateRemembered,
  });
  await app.register(privateAnswersPlugin);
  await app.register(reviewQueueNudgesPlugin, { nudge: (nudge) => deps.lotEvents.nudge(nudge) });
  await registerOpenApi(app);
  await app.register(websocket, { options: { maxPayload: 4096 } });
}

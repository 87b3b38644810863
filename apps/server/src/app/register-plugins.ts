import websocket from '@fastify/websocket';
import { apiClientGuardPlugin } from '../plugins/api-client-guard';
import { registerOpenApi } from '../plugins/openapi';
import { privateAnswersPlugin } from '../plugins/private-answers';
import { requestLimitsPlugin } from '../plugins/request-limits';
import { reviewQueueNudgesPlugin } from '../plugins/review-queue-nudges';
import { routeAccessPlugin } from '../plugins/route-access';
import type { Services } from '../services';
import type { AppDependencies } from './app-dependencies';
import type { AppInstance } from './create-fastify';

/**
 * Rate limits, access rules, API clients' limits, private answers, review-queue nudges, the API docs and WebSockets,
 * before any route.
 */
export async function registerPlugins(app: AppInstance, deps: AppDependencies, services: Services) {
  await app.register(requestLimitsPlugin, { rateLimiters: deps.rateLimiters });
  await app.register(routeAccessPlugin, {
    authenticate: services.auth.authenticate,
    authenticateRemembered: services.auth.authenticateRemembered,
  });
  await app.register(apiClientGuardPlugin, {
    rateLimiters: deps.rateLimiters,
    recordCall: (actor, change) => services.operationLog.record(actor, change),
  });
  await app.register(privateAnswersPlugin);
  await app.register(reviewQueueNudgesPlugin, { nudge: (nudge) => deps.lotEvents.nudge(nudge) });
  await registerOpenApi(app);
  await app.register(websocket, { options: { maxPayload: 4096 } });
}

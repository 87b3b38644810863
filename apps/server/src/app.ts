import { useChineseZodMessages } from '@lyp/shared/common/zod-locale';
import type { FastifyInstance } from 'fastify';
import { createMetrics, type Metrics } from './lib/metrics';
import { registerCompression } from './plugins/compression';
import { registerRequestMetrics } from './plugins/request-metrics';
import { registerWebApp } from './plugins/web-app';
import type { Services } from './services';
import type { AppDependencies } from './app/app-dependencies';
import { createAppServices } from './app/create-app-services';
import { createFastify } from './app/create-fastify';
import { registerModules } from './app/register-modules';
import { registerPlugins } from './app/register-plugins';
import { registerSweepers } from './app/register-sweepers';

export type { AppDependencies } from './app/app-dependencies';

export interface BuiltApp {
  app: FastifyInstance;
  /** For tests and tools that drive the services directly (a sweep at a chosen time). */
  services: Services;
  metrics: Metrics;
}

export async function buildApp(deps: AppDependencies): Promise<BuiltApp> {
  useChineseZodMessages();
  const app = createFastify(deps);
  await registerCompression(app);
  const metrics = deps.metrics ?? createMetrics({ processMetrics: false });
  metrics.watchPool('main', deps.database.pool);
  metrics.watchPool('bids', deps.database.lockPool);
  registerRequestMetrics(app, metrics);
  const services = createAppServices(deps, app.log, metrics);
  await registerPlugins(app, deps, services);
  await registerModules(app, deps, services, metrics);
  await registerWebApp(app, deps.config.webDistDir, (listener) => deps.lotEvents.subscribe(() => listener()));
  // Outbid notices gathered in the last moment are written before the database goes.
  app.addHook('preClose', () => services.flushOutbidNotices());
  registerSweepers(app, deps, services, metrics);
  return { app, services, metrics };
}

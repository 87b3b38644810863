import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@lyp/shared/api/paths';
import { useChineseZodMessages } from '@lyp/shared/common/zod-locale';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiterFactory } from './lib/rate-limiter';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { dictRoutes } from './modules/dict';
import { healthRoutes } from './modules/health';
import { permissionRoutes } from './modules/permission';
import { demoOutboxRoutes, smsRoutes, type DemoOutbox, type SmsProvider } from './modules/sms';
import { apiNotFoundHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { requestLimitsPlugin } from './plugins/request-limits';
import { routeAccessPlugin } from './plugins/route-access';
import { registerWebApp } from './plugins/web-app';
import { createServices } from './services';

export interface AppDependencies {
  config: Pick<AppConfig, 'trustProxy' | 'webDistDir' | 'accessTokenTtlSeconds' | 'refreshTokenTtlSeconds'>;
  /** Keys the hashes of SMS codes. */
  appSecret: string;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  passwordHasher: PasswordHasher;
  smsProvider: SmsProvider;
  /** Present in demo mode only: the outbox routes exist only then. */
  demoOutbox?: DemoOutbox;
  rateLimiters: RateLimiterFactory;
}

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  useChineseZodMessages();
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Keep a caller's request id when it looks like one, so logs line up across services.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Same-origin product: no cross-origin isolation needed, and it breaks PDF previews.
    crossOriginEmbedderPolicy: false,
  });

  const services = createServices({
    database: deps.database,
    clock: deps.clock,
    appSecret: deps.appSecret,
    log: app.log,
    passwordHasher: deps.passwordHasher,
    smsProvider: deps.smsProvider,
    rateLimiters: deps.rateLimiters,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    refreshTokenTtlSeconds: deps.config.refreshTokenTtlSeconds,
  });

  await app.register(requestLimitsPlugin, { rateLimiters: deps.rateLimiters });
  await app.register(routeAccessPlugin, { authenticate: services.auth.authenticate });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFoundHandler);
      await api.register(healthRoutes, { clock: deps.clock, pingDatabase: services.health.pingDatabase });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(smsRoutes, { sms: services.sms });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(permissionRoutes, { permissions: services.permissions });
      await api.register(dictRoutes, { dicts: services.dicts });
      if (deps.demoOutbox) await api.register(demoOutboxRoutes, { outbox: deps.demoOutbox });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, deps.config.webDistDir);
  return app;
}

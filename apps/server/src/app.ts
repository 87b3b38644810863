import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@lyp/shared/api/paths';
import { useChineseZodMessages } from '@lyp/shared/common/zod-locale';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { Database } from './db/client';
import type { Clock } from './lib/clock';
import { createLocalFileStorage } from './lib/file-storage';
import type { PasswordHasher } from './lib/password-hasher';
import type { RateLimiterFactory } from './lib/rate-limiter';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { biddingRoutes } from './modules/bidding';
import { bannersRoutes } from './modules/banners';
import { auditRoutes, bulletinsRoutes } from './modules/bulletins';
import { createSweeper } from './modules/closing';
import { commissionsRoutes } from './modules/commissions';
import { companiesRoutes, subAccountsRoutes } from './modules/companies';
import { depositsRoutes } from './modules/deposits';
import { reconciliationRoutes } from './modules/reconciliation';
import { areasRoutes } from './modules/areas';
import { certificationsRoutes } from './modules/certifications';
import { dictRoutes } from './modules/dict';
import { filesRoutes } from './modules/files';
import { healthRoutes } from './modules/health';
import { createLiveHub, liveRoutes, type LotEventBus } from './modules/live';
import { marketRoutes } from './modules/market';
import { menusRoutes } from './modules/menus';
import { operationLogRoutes } from './modules/operation-log';
import { dashboardRoutes } from './modules/dashboard';
import { messagesRoutes } from './modules/messages';
import { ordersRoutes } from './modules/orders';
import { documentsRoutes } from './modules/documents';
import { permissionRoutes } from './modules/permission';
import { rolesRoutes } from './modules/roles';
import { userAdminRoutes } from './modules/user-admin';
import { membersRoutes } from './modules/members';
import { demoOutboxRoutes, smsRoutes, type DemoOutbox, type SmsProvider } from './modules/sms';
import { apiNotFoundHandler, frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { privateAnswersPlugin } from './plugins/private-answers';
import { RequestLogController } from './plugins/request-log';
import { requestLimitsPlugin } from './plugins/request-limits';
import { routeAccessPlugin } from './plugins/route-access';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';
import { createServices, type Services } from './services';

export interface AppDependencies {
  config: Pick<
    AppConfig,
    | 'trustProxy'
    | 'publicUrl'
    | 'webDistDir'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'auction'
    | 'uploads'
    | 'live'
  >;
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
  /** Carries live lot events: in-process, or across instances through Redis. */
  lotEvents: LotEventBus;
}

export interface BuiltApp {
  app: FastifyInstance;
  /** For tests and tools that drive the services directly (a sweep at a chosen time). */
  services: Services;
}

/** A watcher this far behind (bytes not yet sent) is dropped rather than slowing the rest. */
const LIVE_MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Sale documents are issued a few orders at a time, every few sweeps: each PDF takes the event
 * loop for 0.1–0.2 s, so a backlog (a first start on old data) spreads out instead of stalling bids.
 */
const DOCUMENTS_PER_SWEEP = 2;
const DOCUMENT_SWEEP_EVERY = 3;
const VIEW_FLUSH_INTERVAL_MS = 1000;

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

export async function buildApp(deps: AppDependencies): Promise<BuiltApp> {
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
    logController: new RequestLogController(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // At onRequest, not onSend: a callback hook costs less than an async one on every answer,
  // and headers set this early are kept on error answers too.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app);

  await registerCompression(app);

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
    auction: deps.config.auction,
    uploads: deps.config.uploads,
    publicUrl: deps.config.publicUrl,
    fileStorage: createLocalFileStorage(deps.config.uploads.dir),
    publishLotEvents: (events) => deps.lotEvents.publish(events),
    watchLotEvents: (listener) => deps.lotEvents.subscribe(listener),
    announceMessages: (userIds) => deps.lotEvents.nudge(userIds),
  });

  await app.register(requestLimitsPlugin, { rateLimiters: deps.rateLimiters });
  await app.register(routeAccessPlugin, {
    authenticate: services.auth.authenticate,
    authenticateRemembered: services.auth.authenticateRemembered,
  });
  await app.register(privateAnswersPlugin);
  await registerOpenApi(app);
  await app.register(websocket, { options: { maxPayload: 4096 } });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFoundHandler);
      await api.register(healthRoutes, { clock: deps.clock, pingDatabase: services.health.pingDatabase });
      await api.register(authRoutes, { auth: services.auth });
      await api.register(smsRoutes, { sms: services.sms });
      await api.register(accountRoutes, { accounts: services.accounts });
      await api.register(permissionRoutes, { permissions: services.permissions });
      await api.register(dictRoutes, { dicts: services.dicts });
      await api.register(bannersRoutes, { banners: services.banners });
      await api.register(operationLogRoutes, { operationLog: services.operationLog });
      await api.register(commissionsRoutes, { commissions: services.commissions });
      await api.register(menusRoutes, { menus: services.menus });
      await api.register(rolesRoutes, { roles: services.roles });
      await api.register(userAdminRoutes, { userAdmin: services.userAdmin });
      await api.register(membersRoutes, { members: services.members });
      await api.register(areasRoutes);
      await api.register(certificationsRoutes, { certifications: services.certifications });
      await api.register(companiesRoutes, {
        companies: services.companies,
        companyBank: services.companyBank,
      });
      await api.register(subAccountsRoutes, { subAccounts: services.subAccounts });
      await api.register(filesRoutes, {
        filesService: services.files,
        maxUploadBytes: deps.config.uploads.maxBytes,
      });
      await api.register(bulletinsRoutes, { bulletins: services.bulletins, market: services.market });
      await api.register(auditRoutes, { audit: services.audit, market: services.market });
      await api.register(depositsRoutes, { deposits: services.deposits });
      await api.register(reconciliationRoutes, { reconciliation: services.reconciliation });
      await api.register(biddingRoutes, { bidding: services.bidding });
      await api.register(ordersRoutes, { orders: services.orders });
      await api.register(documentsRoutes, { documents: services.documents });
      await api.register(messagesRoutes, { messages: services.messages });
      await api.register(dashboardRoutes, { todo: services.todo, figures: services.homeFigures });
      await api.register(marketRoutes, { market: services.market, clock: deps.clock });
      await api.register(liveRoutes, {
        hub: createLiveHub({ maxBufferedBytes: LIVE_MAX_BUFFERED_BYTES, maxLotsPerSocket: 50 }),
        bus: deps.lotEvents,
        clock: deps.clock,
        liveState: services.bidding.liveState,
        authenticate: services.auth.authenticate,
        maxConnectionsPerIp: deps.config.live.maxConnectionsPerIp,
      });
      if (deps.demoOutbox) await api.register(demoOutboxRoutes, { outbox: deps.demoOutbox });
    },
    { prefix: API_PREFIX },
  );

  await registerWebApp(app, deps.config.webDistDir, (listener) => deps.lotEvents.subscribe(() => listener()));
  // Outbid notices gathered in the last moment are written before the database goes.
  app.addHook('preClose', () => services.flushOutbidNotices());

  // Lots open and close on deadlines kept in the database; the sweeper only sets the pace.
  if (deps.config.auction.sweepIntervalMs > 0) {
    const sweeper = createSweeper({
      // Reminders follow the same deadlines: after the sweep, so a defaulted order gets no 2-hour one.
      sweep: async () => {
        await services.closing.sweepOnce();
        await services.messages.sweepReminders();
      },
      intervalMs: deps.config.auction.sweepIntervalMs,
      log: app.log,
      failureMessage: '定时结束竞价任务失败，下一轮将重试',
    });
    // Sale documents on a pace of their own: rendering PDFs never delays a close.
    const documentSweeper = createSweeper({
      sweep: async () => {
        for (const { orderId, error } of await services.documents.issueDue(DOCUMENTS_PER_SWEEP)) {
          app.log.error({ err: error, orderId }, '订单单据生成失败，重启后将重试');
        }
      },
      intervalMs: deps.config.auction.sweepIntervalMs * DOCUMENT_SWEEP_EVERY,
      log: app.log,
      failureMessage: '单据生成任务失败，下一轮将重试',
    });
    // Lot page visits are counted in memory and written once a second, in one statement.
    const viewSweeper = createSweeper({
      sweep: () => services.market.flushViews(),
      intervalMs: VIEW_FLUSH_INTERVAL_MS,
      log: app.log,
      failureMessage: '浏览次数写入失败，下一轮将重试',
    });
    app.addHook('onReady', async () => {
      sweeper.start();
      documentSweeper.start();
      viewSweeper.start();
    });
    app.addHook('preClose', async () => {
      await Promise.all([sweeper.stop(), documentSweeper.stop(), viewSweeper.stop()]);
      // The visits of the last second too.
      await services.market.flushViews().catch((error: unknown) => {
        app.log.error({ err: error }, '浏览次数写入失败');
      });
    });
  }
  return { app, services };
}

import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { frameworkErrorHandler, registerErrorHandler } from '../plugins/error-handler';
import { RequestLogController } from '../plugins/request-log';
import { registerSecurityHeaders } from '../plugins/security-headers';
import type { AppDependencies } from './app-dependencies';

const REQUEST_ID_PATTERN = /^[\w-]{8,64}$/;

/**
 * Fastify takes each kind of trustProxy (hops, addresses, false), but its overloads fail to
 * infer the plain HTTP server from a union of them: the value is handed over as one kind.
 */
function trustProxyOption(trustProxy: number | string | false): { trustProxy: boolean } {
  return { trustProxy: trustProxy as boolean };
}

/** The Fastify instance with zod schemas, error answers, request ids and security headers. */
export function createFastify(deps: Pick<AppDependencies, 'logger' | 'config'>) {
  const app = Fastify({
    loggerInstance: deps.logger,
    ...trustProxyOption(deps.config.trustProxy),
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
  // The id reaches the logs through the request's own logger (request.log), which Fastify binds
  // it to. Not through AsyncLocalStorage: on Node 20 that hooks every promise of the process,
  // which cost a lot's page 30 of its 80 µs of server time and every bid as much.
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerSecurityHeaders(app);
  return app;
}

export type AppInstance = ReturnType<typeof createFastify>;

import {
  createApiClientsRepository,
  createApiClientsService,
  createClientCredentialsGrant,
} from '../modules/api-clients';
import { createTokenRepository } from '../modules/auth';
import { createCompaniesRepository } from '../modules/companies';
import {
  createWebhookDispatcher,
  createWebhooksRepository,
  createWebhooksService,
  sendWebhook,
} from '../modules/webhooks';
import { createSecretBox } from '../lib/secret-box';
import type { Administration } from './administration';
import type { ServiceDependencies } from './service-dependencies';

/**
 * A company's own systems: API clients and the client-credentials grant they sign in with, and
 * the webhooks they hear events at (the outbox's dispatcher among them).
 */
export function wireIntegrations(deps: ServiceDependencies, earlier: { administration: Administration }) {
  const { db } = deps.database;
  const { clock } = deps;
  const clients = createApiClientsRepository(db);
  const companies = createCompaniesRepository(db);
  const apiClients = createApiClientsService({
    clients,
    companies,
    clock,
    operationLog: earlier.administration.services.operationLog,
  });
  const clientCredentialsGrant = createClientCredentialsGrant({
    clients,
    tokens: createTokenRepository(db),
    members: companies,
    clock,
    accessTokenTtlSeconds: deps.accessTokenTtlSeconds,
  });
  const secrets = createSecretBox(deps.appSecret, 'webhook-secret/v1');
  const webhooks = createWebhooksService({
    webhooks: createWebhooksRepository(db),
    companies,
    clock,
    operationLog: earlier.administration.services.operationLog,
    secrets,
    allowPrivateTargets: deps.webhooks.allowPrivateTargets,
  });
  const webhookDispatcher = createWebhookDispatcher({
    db,
    clock,
    secrets,
    send: sendWebhook,
    ...deps.webhooks,
  });
  return { apiClients, clientCredentialsGrant, webhooks, webhookDispatcher };
}

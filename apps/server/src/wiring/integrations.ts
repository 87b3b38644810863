import {
  createApiClientsRepository,
  createApiClientsService,
  createClientCredentialsGrant,
} from '../modules/api-clients';
import { createTokenRepository } from '../modules/auth';
import { createCompaniesRepository } from '../modules/companies';
import type { Administration } from './administration';
import type { ServiceDependencies } from './service-dependencies';

/** A company's own systems: API clients and the client-credentials grant they sign in with. */
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
  return { apiClients, clientCredentialsGrant };
}

import type { ApiClientBody } from '@lyp/shared/integrations/api-client.schemas';
import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Principal } from '../../../lib/principal';
import type { CompaniesRepository } from '../../companies';
import type { OperationLogService } from '../../operation-log';
import { requireClient } from '../api-client-access';
import { grantableScopes, scopesBeyond } from '../api-client-scopes';
import { toApiClient } from '../api-client.view';
import type { ApiClientsRepository } from '../api-clients.repository';

export interface ApiClientsServiceDeps {
  clients: ApiClientsRepository;
  companies: Pick<CompaniesRepository, 'standing'>;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
}

/** Refuses scopes the caller may not give now, naming them. */
export async function requireGrantable(deps: ApiClientsServiceDeps, principal: Principal, scopes: string[]) {
  const beyond = scopesBeyond(await grantableScopes(deps.clients, principal), scopes);
  if (beyond) throw new AppError('API_CLIENT_SCOPE_BEYOND', { params: { scopes: beyond }, field: 'scopes' });
}

/** The settings as they will be kept: each chosen scope one the caller may give now, no repeats. */
export async function checkedSettings(
  deps: ApiClientsServiceDeps,
  principal: Principal,
  body: ApiClientBody,
) {
  await requireGrantable(deps, principal, body.scopes);
  return { ...body, scopes: [...new Set(body.scopes)], ipAllowlist: [...new Set(body.ipAllowlist)] };
}

/** The client as the page shows it, read again after a change. */
export const reread = async (deps: ApiClientsServiceDeps, principal: Principal, id: number) =>
  toApiClient(await requireClient(deps.clients, principal, id));

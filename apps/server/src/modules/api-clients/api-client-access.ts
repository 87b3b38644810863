import { AppError } from '../../lib/app-error';
import type { Principal } from '../../lib/principal';
import type { CompaniesRepository } from '../companies';
import type { ApiClientsRepository, ListedApiClient } from './api-clients.repository';

type Standing = Pick<CompaniesRepository, 'standing'>;

/**
 * Why the caller may not manage the organisation's API clients (or, naming them, its webhooks),
 * or null: only a main account of a certified company does, as only it decides what the
 * company's systems may do and hear.
 */
export async function managementRefusal(
  companies: Standing,
  principal: Principal,
  subject = ' API 客户端',
): Promise<string | null> {
  const { org, isMember, subAccountOrgId, certification } = await companies.standing(
    principal.userId,
    principal.orgId,
  );
  if (!org || !isMember) return `您不是当前组织的成员，不能管理其${subject}`;
  if (subAccountOrgId !== null) return `子账号不能管理${subject}，请联系企业主账号`;
  if (org.type !== 'company') return `开放接口仅向已认证的企业开放，请切换到企业后再管理${subject}`;
  if (certification?.status !== 'approved')
    return `「${org.name}」尚未通过企业认证，认证通过后才能使用开放接口`;
  return null;
}

export async function requireManager(companies: Standing, principal: Principal): Promise<void> {
  const reason = await managementRefusal(companies, principal);
  if (reason) throw new AppError('API_CLIENT_NOT_ALLOWED', { params: { reason } });
}

/** A client of the caller's organisation: another's is as absent as one that never was. */
export async function requireClient(
  clients: Pick<ApiClientsRepository, 'findInOrg'>,
  principal: Principal,
  id: number,
): Promise<ListedApiClient> {
  const client = await clients.findInOrg(principal.orgId, id);
  if (!client) throw new AppError('API_CLIENT_NOT_FOUND');
  return client;
}

/** A client that may still be changed: not stopped. */
export async function requireActiveClient(
  clients: Pick<ApiClientsRepository, 'findInOrg'>,
  principal: Principal,
  id: number,
): Promise<ListedApiClient> {
  const client = await requireClient(clients, principal, id);
  if (client.revokedAt) throw new AppError('API_CLIENT_REVOKED', { params: { name: client.name } });
  return client;
}

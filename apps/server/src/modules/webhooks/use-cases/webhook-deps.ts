import { AppError } from '../../../lib/app-error';
import type { Clock } from '../../../lib/clock';
import type { Principal } from '../../../lib/principal';
import type { SecretBox } from '../../../lib/secret-box';
import { managementRefusal } from '../../api-clients';
import type { CompaniesRepository } from '../../companies';
import type { OperationLogService } from '../../operation-log';
import { addressRefusal, urlRefusal } from '../webhook-target';
import type { ListedEndpoint, WebhooksRepository } from '../webhooks.repository';

export interface WebhooksServiceDeps {
  webhooks: WebhooksRepository;
  companies: Pick<CompaniesRepository, 'standing'>;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Seals endpoint secrets at rest. */
  secrets: SecretBox;
  allowPrivateTargets: boolean;
}

export const WEBHOOK_SUBJECT = '事件推送';

export async function requireManager(deps: WebhooksServiceDeps, principal: Principal): Promise<void> {
  const reason = await managementRefusal(deps.companies, principal, WEBHOOK_SUBJECT);
  if (reason) throw new AppError('WEBHOOK_NOT_ALLOWED', { params: { reason } });
}

/** An endpoint of the caller's organisation: another's is as absent as a removed one. */
export async function requireEndpoint(
  deps: WebhooksServiceDeps,
  principal: Principal,
  id: number,
): Promise<ListedEndpoint> {
  const endpoint = await deps.webhooks.findInOrg(principal.orgId, id);
  if (!endpoint) throw new AppError('WEBHOOK_NOT_FOUND');
  return endpoint;
}

/** The scheme and credentials, and (where private targets are refused) where the name points now. */
export async function checkUrl(deps: WebhooksServiceDeps, url: string): Promise<void> {
  const reason =
    urlRefusal(url, deps.allowPrivateTargets) ?? (await addressRefusal(url, deps.allowPrivateTargets));
  if (reason) throw new AppError('WEBHOOK_URL_REFUSED', { params: { reason }, field: 'url' });
}

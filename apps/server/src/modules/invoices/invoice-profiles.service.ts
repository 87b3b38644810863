import type { InvoiceProfile, InvoiceProfileBody } from '@lyp/shared/invoices/invoice.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Principal } from '../../lib/principal';
import type { CompaniesRepository } from '../companies';
import type { OperationLogService } from '../operation-log';
import type { InvoiceProfilesRepository } from './invoice-profiles.repository';

export interface InvoiceProfilesServiceDeps {
  profiles: InvoiceProfilesRepository;
  /** Only a managing member (not a sub-account) changes what the organisation's invoices say. */
  members: Pick<CompaniesRepository, 'isManagingMember'>;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
}

/**
 * 开票信息: what the invoices of the organisation the caller acts for are made out to. Sellers
 * read it on the organisation's paid orders and issue to it; an issued invoice keeps its copy.
 */
export function createInvoiceProfilesService({
  profiles,
  members,
  clock,
  operationLog,
}: InvoiceProfilesServiceDeps) {
  return {
    mine: (principal: Principal): Promise<InvoiceProfile | null> => profiles.ofOrganisation(principal.orgId),

    async save(principal: Principal, body: InvoiceProfileBody): Promise<InvoiceProfile | null> {
      if (!(await members.isManagingMember(principal.userId, principal.orgId))) {
        throw new AppError('INVOICE_PROFILE_NOT_MANAGER');
      }
      if (!body.taxNo && (await profiles.isCompany(principal.orgId))) {
        throw new AppError('INVOICE_TAX_NO_REQUIRED');
      }
      const before = await profiles.ofOrganisation(principal.orgId);
      const details = {
        kind: body.kind,
        title: body.title,
        taxNo: body.taxNo?.toUpperCase() ?? null,
        addressPhone: body.addressPhone ?? null,
        bankAccount: body.bankAccount ?? null,
      };
      await profiles.save({ orgId: principal.orgId, details, userId: principal.userId, now: clock.now() });
      await operationLog.record(principal, {
        action: 'invoice_profile_save',
        targetType: 'organisation',
        targetId: principal.orgId,
        summary: `保存开票信息：${details.title}${details.taxNo ? `（${details.taxNo}）` : ''}`,
        before,
        after: details,
      });
      return profiles.ofOrganisation(principal.orgId);
    },
  };
}

export type InvoiceProfilesService = ReturnType<typeof createInvoiceProfilesService>;

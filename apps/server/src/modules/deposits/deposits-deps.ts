import { DEPOSIT_STATUS_LABELS, type Deposit } from '@lyp/shared/auction/deposit.schemas';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../../lib/domain-events';
import type { Principal } from '../../lib/principal';
import type { BidderEligibility } from '../bidders';
import type { FilesService } from '../files';
import { toDeposit } from './deposit-view';
import type { DepositRow, DepositsRepository, LotForDeposit } from './deposits.repository';

export interface DepositsServiceDeps {
  deposits: DepositsRepository;
  eligibility: BidderEligibility;
  files: FilesService;
  clock: Clock;
  /** Tells of a payment reviewed and a refund sent, after each is committed. */
  events: DomainEventPublisher;
}

/** The steps every use case of a deposit starts or ends with. */
export function createDepositLookups({ deposits }: DepositsServiceDeps) {
  async function withEntries(row: DepositRow): Promise<Deposit> {
    return toDeposit(row, await deposits.entries([row.id]));
  }

  async function requireLot(lotId: number): Promise<LotForDeposit> {
    const lot = await deposits.lotForDeposit(lotId);
    // Lots not yet public do not exist for bidders.
    if (!lot || lot.status === 'pending') throw new AppError('LOT_NOT_FOUND');
    return lot;
  }

  /** A deposit of the auditor's tenant: another tenant's answers like a missing one. */
  async function requireReviewable(auditor: Principal, id: number): Promise<DepositRow> {
    const row = await deposits.auditFind(id);
    if (!row || row.tenantId !== auditor.tenantId) throw new AppError('DEPOSIT_NOT_FOUND');
    return row;
  }

  const wrongState = (row: DepositRow, action: string) =>
    new AppError('DEPOSIT_WRONG_STATE', { params: { status: DEPOSIT_STATUS_LABELS[row.status], action } });

  return { withEntries, requireLot, requireReviewable, wrongState };
}

/** What each use case of the deposits service receives: the module's dependencies and its lookups. */
export type DepositUseCaseDeps = DepositsServiceDeps & ReturnType<typeof createDepositLookups>;

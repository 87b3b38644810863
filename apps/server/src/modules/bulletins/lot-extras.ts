import type { LotInput } from '@lyp/shared/auction/bulletin.schemas';
import type { PriorityHolderInput } from '@lyp/shared/auction/priority-rights.schemas';
import { FIRST_SALE_LINEAGE } from '@lyp/shared/auction/reauction.schemas';
import { AppError } from '../../lib/app-error';
import type { FilesService } from '../files';
import type { LotViewExtras } from './bulletin-views';
import type { BulletinsRepository, LotExtras } from './bulletins.repository';
import type { NewPriorityHolder } from './priority-holders.repository';
import { loadLineages } from './reauction/lot-lineage';

/**
 * A lot's viewings and 定向 lists as entered, made ready to store: phones become users and
 * company ids certified companies, or the request is refused naming the lot's field.
 */
export async function resolveLotExtras(
  repository: BulletinsRepository,
  lots: LotInput[],
  context: { sellerOrgId: number; now: Date },
): Promise<LotExtras[]> {
  const { now } = context;
  const holders = lots.flatMap((lot) => lot.priorityHolders ?? []);
  const phones = [
    ...new Set([
      ...lots.flatMap((lot) => lot.specifiedPhones ?? []),
      ...holders.flatMap((holder) => (holder.phone ? [holder.phone] : [])),
    ]),
  ];
  const orgIds = [
    ...new Set([
      ...lots.flatMap((lot) => lot.specifiedOrgIds ?? []),
      ...holders.flatMap((holder) => (holder.orgId ? [holder.orgId] : [])),
    ]),
  ];
  const [users, companies] = await Promise.all([
    repository.findUsersByPhones(phones),
    repository.certifiedCompanies(orgIds),
  ]);
  const userByPhone = new Map(users.map((user) => [user.phone, user.id]));
  const certified = new Set(companies.map((company) => company.orgId));

  return lots.map((lot, index) => {
    const missingPhone = lot.specifiedPhones?.find((phone) => !userByPhone.has(phone));
    if (missingPhone) {
      throw new AppError('SPECIFIED_BIDDER_UNKNOWN', {
        params: { phone: missingPhone },
        field: `lots.${index}.specifiedPhones`,
      });
    }
    // The seller never bids on its own lots: listing itself would promise what bidding refuses.
    if (lot.specifiedOrgIds?.includes(context.sellerOrgId))
      throw new AppError('SPECIFIED_ORG_OWN', { field: `lots.${index}.specifiedOrgIds` });
    const unknownOrgs = lot.specifiedOrgIds?.filter((orgId) => !certified.has(orgId)) ?? [];
    if (unknownOrgs.length > 0) {
      throw new AppError('SPECIFIED_ORG_UNKNOWN', {
        params: { ids: unknownOrgs.join('、') },
        field: `lots.${index}.specifiedOrgIds`,
      });
    }
    return {
      ...(lot.viewings
        ? {
            viewings: lot.viewings.map((viewing) => ({
              startsAt: new Date(viewing.startsAt),
              endsAt: new Date(viewing.endsAt),
              address: viewing.address,
              contactPerson: viewing.contactPerson,
              contactPhone: viewing.contactPhone,
              remark: viewing.remark ?? null,
              createdAt: now,
              updatedAt: now,
            })),
          }
        : {}),
      ...(lot.specifiedPhones
        ? { specifiedUserIds: [...new Set(lot.specifiedPhones.map((phone) => userByPhone.get(phone)!))] }
        : {}),
      ...(lot.specifiedOrgIds ? { specifiedOrgIds: [...new Set(lot.specifiedOrgIds)] } : {}),
      ...(lot.priorityHolders
        ? {
            priorityHolders: resolvePriorityHolders(
              lot.priorityHolders,
              index,
              userByPhone,
              certified,
              context,
            ),
          }
        : {}),
    };
  });
}

/** 优先购买权人 in the order given (第 1 顺位 first): registered users and certified companies only. */
function resolvePriorityHolders(
  holders: PriorityHolderInput[],
  lotIndex: number,
  userByPhone: Map<string, number>,
  certified: Set<number>,
  context: { sellerOrgId: number },
): NewPriorityHolder[] {
  const field = `lots.${lotIndex}.priorityHolders`;
  return holders.map((holder, index) => {
    const rank = index + 1;
    const userId = holder.phone === undefined ? null : (userByPhone.get(holder.phone) ?? null);
    if (holder.phone !== undefined && userId === null)
      throw new AppError('PRIORITY_HOLDER_UNKNOWN', { params: { rank, phone: holder.phone }, field });
    const orgId = holder.orgId ?? null;
    if (orgId === context.sellerOrgId) throw new AppError('PRIORITY_HOLDER_OWN', { params: { rank }, field });
    if (orgId !== null && !certified.has(orgId))
      throw new AppError('PRIORITY_HOLDER_ORG_UNKNOWN', { params: { rank }, field });
    return { rank, userId, orgId, proofFileIds: holder.proofFileIds };
  });
}

/** What each lot's view shows beside its row, for all of a bulletin's lots in a few reads. */
export async function loadLotViewExtras(
  repository: BulletinsRepository,
  files: FilesService,
  lotIds: number[],
): Promise<Map<number, LotViewExtras>> {
  const [images, viewings, bidders, orgs, holders, lineages] = await Promise.all([
    files.idsByBusiness('lot_image', lotIds),
    repository.viewingsOf(lotIds),
    repository.specifiedBiddersOf(lotIds),
    repository.specifiedOrgsOf(lotIds),
    repository.priorityHoldersOf(lotIds),
    loadLineages(repository, lotIds),
  ]);
  return new Map(
    lotIds.map((lotId) => [
      lotId,
      {
        imageFileIds: (images.get(lotId) ?? []).map((file) => file.id),
        viewings: viewings.filter((viewing) => viewing.lotId === lotId),
        specifiedBidders: bidders
          .filter((bidder) => bidder.lotId === lotId)
          .map(({ lotId: _lot, ...bidder }) => bidder),
        specifiedOrgs: orgs.filter((org) => org.lotId === lotId).map(({ lotId: _lot, ...org }) => org),
        priorityHolders: holders
          .filter((holder) => holder.lotId === lotId)
          .map(({ lotId: _lot, ...holder }) => holder),
        lineage: lineages.get(lotId) ?? FIRST_SALE_LINEAGE,
      },
    ]),
  );
}

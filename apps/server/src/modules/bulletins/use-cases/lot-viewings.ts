import type { LotViewing, LotViewingAddBody, LotViewingEditBody } from '@lyp/shared/auction/bulletin.schemas';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { wrongState } from '../bulletin-state';
import { toViewing } from '../bulletin-views';
import type { LotDetailsDeps } from '../bulletins-deps';

/** 看货 viewings of one of the seller's lots: listed, added and changed. */
export function lotViewings({ bulletins, clock, requireOwnLot }: LotDetailsDeps) {
  return {
    async listViewings(principal: Principal, lotId: number): Promise<LotViewing[]> {
      await requireOwnLot(principal, lotId);
      return (await bulletins.listViewings(lotId)).map(toViewing);
    },

    async addViewing(principal: Principal, body: LotViewingAddBody): Promise<LotViewing> {
      const { bulletin } = await requireOwnLot(principal, body.lotId);
      if (bulletin.status === 'ended') throw wrongState(bulletin, '已结束的公告不能再添加看货信息');
      const now = clock.now();
      return toViewing(
        await bulletins.insertViewing({
          lotId: body.lotId,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          address: body.address,
          contactPerson: body.contactPerson,
          contactPhone: body.contactPhone,
          remark: body.remark ?? null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    },

    async editViewing(principal: Principal, body: LotViewingEditBody): Promise<LotViewing> {
      const viewing = await bulletins.findViewing(body.id);
      if (!viewing) throw new AppError('LOT_VIEWING_NOT_FOUND');
      const owned = await requireOwnLot(principal, viewing.lotId).catch(() => {
        throw new AppError('LOT_VIEWING_NOT_FOUND');
      });
      // The same rule as adding one: after the end there is nothing left to view.
      if (owned.bulletin.status === 'ended')
        throw wrongState(owned.bulletin, '已结束的公告不能再修改看货信息');
      return toViewing(
        await bulletins.updateViewing(viewing.id, {
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
          address: body.address,
          contactPerson: body.contactPerson,
          contactPhone: body.contactPhone,
          remark: body.remark ?? null,
          updatedAt: clock.now(),
        }),
      );
    },
  };
}

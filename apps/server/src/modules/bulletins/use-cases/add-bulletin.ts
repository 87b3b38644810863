import type { BulletinAddBody, BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { timestampParts } from '@lyp/shared/format/timestamp';
import type { Principal } from '../../../lib/principal';
import { checkLots, cleanBody, toNewLots } from '../bulletin-content';
import { bindFiles, checkFiles } from '../bulletin-file-binding';
import type { BulletinsServiceDeps } from '../bulletins-deps';
import { resolveLotExtras } from '../lot-extras';
import { viewBulletin } from './view-bulletin';

/** A new draft with its lots, their extras and its files. */
export function addBulletin(deps: BulletinsServiceDeps) {
  const { bulletins, files, clock } = deps;
  const view = viewBulletin(deps);
  return async (principal: Principal, body: BulletinAddBody): Promise<BulletinView> => {
    const now = clock.now();
    const bodyHtml = cleanBody(body.bodyHtml);
    await checkLots(deps, body.lots, now);
    const extras = await resolveLotExtras(bulletins, body.lots, { sellerOrgId: principal.orgId, now });
    await checkFiles(files, principal, { ...body, bodyHtml });
    const { date } = timestampParts(now);
    const { bulletinId, lotIds } = await bulletins.create({
      tenantId: principal.tenantId,
      sellerOrgId: principal.orgId,
      createdBy: principal.userId,
      title: body.title,
      bodyHtml,
      keepRunnerUpDeposit: body.keepRunnerUpDeposit,
      now,
      bulletinNoPrefix: `GG${date}`,
      lots: toNewLots(body.lots, now),
      extras,
    });
    const holders = await bulletins.priorityHoldersOf(lotIds);
    await bindFiles(files, principal, { bulletinId, lotIds }, { ...body, bodyHtml }, holders);
    return view((await bulletins.find(bulletinId))!);
  };
}

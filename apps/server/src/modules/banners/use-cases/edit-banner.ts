import type { Banner, BannerEditBody } from '@lyp/shared/system/banner.schemas';
import { AppError } from '../../../lib/app-error';
import { snapshot, toBanner, valuesOf } from '../banner-views';
import { checkImage, IMAGE, recordBannerChange, requireBanner } from '../banner-guards';
import type { BannerActor, BannersServiceDeps } from '../banners-deps';

/** 编辑轮播图: a new image is checked and bound, the old one freed. */
export function editBanner(deps: BannersServiceDeps) {
  const { clock } = deps;
  const findBanner = requireBanner(deps);
  const checkUsableImage = checkImage(deps);
  const record = recordBannerChange(deps);
  return async (actor: BannerActor, body: BannerEditBody): Promise<Banner> => {
    const existing = await findBanner(body.id);
    const imageChanged = body.imageFileId !== existing.imageFileId;
    // Keeping the image needs no check: it is already this banner's, whoever uploaded it.
    if (imageChanged) await checkUsableImage(actor.principal, body.imageFileId, existing.id);
    const now = clock.now();
    return deps.transaction(async (scope) => {
      const updated = await scope.banners.update(existing.id, valuesOf(body), now);
      if (!updated) throw new AppError('BANNER_NOT_FOUND');
      // The old image is freed, so its uploader may use or delete it again.
      if (imageChanged) await scope.files.rebind(IMAGE, updated.id, [updated.imageFileId]);
      await record(
        actor,
        {
          action: 'banner.update',
          targetType: 'banner',
          targetId: updated.id,
          summary: `编辑轮播图 ${updated.title}`,
          before: snapshot(existing),
          after: snapshot(updated),
        },
        scope.logs,
      );
      return toBanner(updated, now);
    });
  };
}

import { AppError } from '../../../lib/app-error';
import { snapshot } from '../banner-views';
import { IMAGE, recordBannerChange, requireBanner } from '../banner-guards';
import type { BannerActor, BannersServiceDeps } from '../banners-deps';

/** 删除轮播图: its image is released with it. */
export function removeBanner(deps: BannersServiceDeps) {
  const findBanner = requireBanner(deps);
  const record = recordBannerChange(deps);
  return async (actor: BannerActor, id: number): Promise<void> => {
    const existing = await findBanner(id);
    await deps.transaction(async (scope) => {
      if (!(await scope.banners.remove(id))) throw new AppError('BANNER_NOT_FOUND');
      await scope.files.release(IMAGE, [id]);
      await record(
        actor,
        {
          action: 'banner.remove',
          targetType: 'banner',
          targetId: id,
          summary: `删除轮播图 ${existing.title}`,
          before: snapshot(existing),
        },
        scope.logs,
      );
    });
  };
}

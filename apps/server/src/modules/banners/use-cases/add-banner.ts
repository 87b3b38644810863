import type { Banner, BannerAddBody } from '@lyp/shared/system/banner.schemas';
import { snapshot, toBanner, valuesOf } from '../banner-views';
import { checkImage, IMAGE, recordBannerChange } from '../banner-guards';
import type { BannerActor, BannersServiceDeps } from '../banners-deps';

/** 新增轮播图: the banner, its image's binding and the log entry, in one transaction. */
export function addBanner(deps: BannersServiceDeps) {
  const { clock } = deps;
  const checkUsableImage = checkImage(deps);
  const record = recordBannerChange(deps);
  return async (actor: BannerActor, body: BannerAddBody): Promise<Banner> => {
    await checkUsableImage(actor.principal, body.imageFileId);
    const now = clock.now();
    return deps.transaction(async (scope) => {
      const created = await scope.banners.insert(valuesOf(body), now);
      await scope.files.rebind(IMAGE, created.id, [created.imageFileId]);
      await record(
        actor,
        {
          action: 'banner.create',
          targetType: 'banner',
          targetId: created.id,
          summary: `新增轮播图 ${created.title}`,
          after: snapshot(created),
        },
        scope.logs,
      );
      return toBanner(created, now);
    });
  };
}

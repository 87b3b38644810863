import type { BannersServiceDeps } from './banners-deps';
import { addBanner } from './use-cases/add-banner';
import { bannerListUseCases } from './use-cases/banner-lists';
import { editBanner } from './use-cases/edit-banner';
import { removeBanner } from './use-cases/remove-banner';

export type { BannerActor, BannersServiceDeps, BannerWriteScope } from './banners-deps';
export { stateOf } from './banner-views';

export function createBannersService(deps: BannersServiceDeps) {
  return {
    ...bannerListUseCases(deps),
    add: addBanner(deps),
    edit: editBanner(deps),
    remove: removeBanner(deps),
  };
}

export type BannersService = ReturnType<typeof createBannersService>;

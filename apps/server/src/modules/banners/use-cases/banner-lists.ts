import type { BannerPageBody, HomeBanner } from '@lyp/shared/system/banner.schemas';
import { HOME_BANNER_LIMIT } from '@lyp/shared/system/banner.schemas';
import { allPages } from '../../../lib/excel-export';
import type { FileAccess } from '../../files';
import { exportBanners } from '../banner-export';
import { pageFilters, toBanner } from '../banner-views';
import type { BannersServiceDeps } from '../banners-deps';
import { pageWindow } from '../../../lib/paging';

/** 轮播图管理's list and export, what the home page shows, and who may see a banner's image. */
export function bannerListUseCases(deps: BannersServiceDeps) {
  const { banners, clock } = deps;
  return {
    async page(body: BannerPageBody) {
      const now = clock.now();
      const { records, total } = await banners.page({
        ...pageFilters(body, now),
        ...pageWindow(body),
      });
      return {
        records: records.map((banner) => toBanner(banner, now)),
        total,
        current: body.current,
        size: body.size,
      };
    },

    /**
     * 轮播图管理's export: every banner of the list as filtered, a page at a time. One moment
     * decides every page's states, so a banner cannot change state between two pages.
     */
    pageExport(body: BannerPageBody) {
      const now = clock.now();
      const rows = allPages(async (offset, limit) =>
        (await banners.page({ ...pageFilters(body, now), offset, limit })).records.map((banner) =>
          toBanner(banner, now),
        ),
      );
      return exportBanners(rows, now);
    },

    /** What the home page shows now, by the server's clock. */
    async showing(): Promise<HomeBanner[]> {
      const rows = await banners.listShowing(clock.now(), HOME_BANNER_LIMIT);
      return rows.map(({ id, title, imageFileId, linkUrl }) => ({ id, title, imageFileId, linkUrl }));
    },

    /** A banner's image is public while the banner exists: the home page shows it to anyone. */
    async imageAccess(bannerId: number): Promise<FileAccess> {
      return (await banners.findById(bannerId)) ? 'public' : 'denied';
    },
  };
}

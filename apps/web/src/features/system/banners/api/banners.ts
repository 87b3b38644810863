import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { apiUrl } from '@lyp/shared/api/paths';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';

/** 轮播图管理: the home page's banners, a page at a time. */
export const bannerPageQuery = (body: EndpointInput<'bannerPage'>) => queryOptionsOf('bannerPage', body);
export const exportBanners = (filters: EndpointInput<'bannerExport'>) => download('bannerExport', filters);
/** A banner's picture is public: an <img> reads it straight from the server. */
export const bannerImageUrl = (fileId: string) => apiUrl('filePreview', { id: fileId });

export const saveBanner = (body: EndpointInput<'bannerAdd'>, id: number | undefined) =>
  id === undefined ? call('bannerAdd', body) : call('bannerEdit', { ...body, id });
export const removeBanner = (id: number) => call('bannerRemove', { id });

/** After a change: the list here, and the home page's carousel. */
export const refreshBanners = (queryClient: QueryClient) =>
  Promise.all(
    (['bannerPage', 'homeBanners'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(name) }),
    ),
  );

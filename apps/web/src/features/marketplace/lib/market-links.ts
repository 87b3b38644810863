import { ROUTES } from '../../../config/paths';

/** Links into the marketplace: which lot or bulletin travels in the query string. */
export const lotPath = (lotId: number) => `${ROUTES.auction.path}?id=${lotId}`;
export const marginPath = (lotId: number) => `${ROUTES.margin.path}?lotId=${lotId}`;
export const bulletinPath = (bulletinId: number) => `${ROUTES.noticeDetails.path}?id=${bulletinId}`;

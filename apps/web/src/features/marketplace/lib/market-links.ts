import { ROUTES } from '../../../config/paths';

/** Links into the marketplace: which lot or bulletin travels in the query string. */
export const lotPath = (lotId: number) => `${ROUTES.auction.path}?id=${lotId}`;
/** The public record of a closed lot, checked in the browser (核验竞价记录). */
export const recordPath = (lotId: number) => `${ROUTES.auctionRecord.path}?lotId=${lotId}`;
export const marginPath = (lotId: number) => `${ROUTES.margin.path}?lotId=${lotId}`;
export const bulletinPath = (bulletinId: number) => `${ROUTES.noticeDetails.path}?id=${bulletinId}`;

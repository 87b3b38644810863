import { apiUrl } from '@lyp/shared/api/paths';
import { queryOptionsOf } from '../../../lib/api-call';

/** A closed lot's whole record with each record's hash (public; refused before the close). */
export const auctionRecordQuery = (lotId: number) => queryOptionsOf('auctionRecord', { lotId });

/** The record as an .xlsx with a hash column: a plain link, for anyone. */
export const auctionRecordExportUrl = (lotId: number) => apiUrl('auctionRecordExport', { lotId });

import type { EndpointInput } from '@lyp/shared/api/endpoints';
import { download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';

/** 我的关注: one page of followed lots; the key covers every page (reloaded on a live change). */
export const followListQuery = (input: EndpointInput<'followList'>) => queryOptionsOf('followList', input);
export const followListKey = queryKeyOf('followList');
/** Every followed lot as a spreadsheet (the list has no filters). */
export const exportFollows = () => download('followExport', {});

/** 我的竞价: one page of the lots the user bid on; the key covers every page. */
export const myBidsQuery = (input: EndpointInput<'myBids'>) => queryOptionsOf('myBids', input);
export const myBidsKey = queryKeyOf('myBids');
/** Every lot the user bid on as a spreadsheet (the list has no filters). */
export const exportMyBids = () => download('myBidsExport', {});

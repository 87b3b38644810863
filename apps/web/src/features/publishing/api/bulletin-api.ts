import type { EndpointInput } from '@lyp/shared/api/endpoints';
import type { BulletinAddBody } from '@lyp/shared/auction/bulletin.schemas';
import type { QueryClient } from '@tanstack/react-query';
import { call, download, queryKeyOf, queryOptionsOf } from '../../../lib/api-call';
import { saveDownload } from '../../../lib/save-download';

/** The seller's bulletins: reads as query options, changes as calls (spec: notice → bulletin). */

export const bulletinListQuery = (body: EndpointInput<'bulletinList'>) =>
  queryOptionsOf('bulletinList', body);
/** The list as the screen filters it (status, keyword), as a spreadsheet. */
export const exportBulletins = (filters: EndpointInput<'bulletinExport'>) =>
  download('bulletinExport', filters);
/**
 * Whose reads a screen makes: the seller's (its own organisation's bulletins only) or the
 * auditor's (any bulletin sent for review). Both answer the same shapes.
 */
export type BulletinReader = 'seller' | 'auditor';

export const bulletinQuery = (id: number, reader: BulletinReader = 'seller') =>
  reader === 'auditor' ? queryOptionsOf('auditGet', { id }) : queryOptionsOf('bulletinGet', { id });
export const bulletinPreviewQuery = (id: number, reader: BulletinReader = 'seller') =>
  reader === 'auditor' ? queryOptionsOf('auditPreview', { id }) : queryOptionsOf('bulletinPreview', { id });
/** The attachments' names: the bulletin itself lists only their ids. */
export const attachmentsQuery = (bulletinId: number) =>
  queryOptionsOf('fileFindByBusiness', { businessType: 'bulletin_attachment', businessId: bulletinId });

export const bulletinApi = {
  save: (body: BulletinAddBody, id: number | undefined) =>
    id === undefined ? call('bulletinAdd', body) : call('bulletinEdit', { ...body, id }),
  commit: (id: number) => call('bulletinCommit', { id }),
  undo: (id: number) => call('bulletinUndo', { id }),
  remove: (id: number) => call('bulletinDelete', { id }),
  /** 重新拍卖: a new draft copying an unsold or defaulted lot. */
  reauction: (body: EndpointInput<'lotReauction'>) => call('lotReauction', body),
};

/** 定向企业: certified companies by name or credit code. */
export const companySearchQuery = (keyword: string) => queryOptionsOf('specifyOrgSearch', { keyword });

/** After any change: the lists (and their counts), the bulletin, its preview and its files. */
export function refreshBulletins(queryClient: QueryClient) {
  return Promise.all(
    (
      [
        'bulletinList',
        'bulletinGet',
        'bulletinPreview',
        'fileFindByBusiness',
        'auditPage',
        'auditWaiting',
        'auditDone',
        'auditGet',
        'auditPreview',
      ] as const
    ).map((name) => queryClient.invalidateQueries({ queryKey: queryKeyOf(name) })),
  );
}

/**
 * A file of a bulletin not yet public: only a request with the token may read it, so it comes
 * through the API client and is handed to the browser as a download.
 */
export async function downloadFile(file: { id: string; name: string }) {
  await saveDownload(await download('fileDownload', { id: file.id }), file.name);
}

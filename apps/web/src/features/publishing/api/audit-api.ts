import type { AuditListBody } from '@lyp/shared/auction/audit.schemas';
import { call, download, queryOptionsOf } from '../../../lib/api-call';
import type { AuditView } from '../lib/audit-views';

/** The platform's review of bulletins (spec: auction audit). */
export const auditListQuery = (view: AuditView, body: AuditListBody) =>
  queryOptionsOf(view.endpoint, { ...body, statuses: [...view.statuses] });

/** The list as the screen shows it (its statuses and keyword), as a spreadsheet. */
export const auditListExport = (view: AuditView, keyword: string | undefined) =>
  download('auditExport', { statuses: [...view.statuses], ...(keyword ? { keyword } : {}) });

export const auditApi = {
  approve: (bulletinId: number) => call('auditAdd', { bulletinId, approved: true }),
  reject: (bulletinId: number, reason: string) => call('auditAdd', { bulletinId, approved: false, reason }),
  revoke: (bulletinId: number, reason: string) => call('auditRevoke', { bulletinId, reason }),
};

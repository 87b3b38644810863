import { QUALIFICATION_STATUS_LABELS, type Qualification } from '@lyp/shared/account/qualification.schemas';
import { Tag } from 'antd';

/** Where a licence stands for bidding: only 已通过 within its dates lets its holder bid. */
export function QualificationStateTag({ held }: { held: Qualification | undefined }) {
  if (!held) return <Tag>未上传</Tag>;
  if (held.status === 'approved' && held.expired) return <Tag color="warning">已过期</Tag>;
  const color = { submitted: 'processing', approved: 'success', rejected: 'error' }[held.status];
  return <Tag color={color}>{QUALIFICATION_STATUS_LABELS[held.status]}</Tag>;
}

import { BULLETIN_STATUS_LABELS, type BulletinStatus } from '@lyp/shared/auction/bulletin.schemas';
import { Tag } from 'antd';
import { STATUS_COLORS } from '../lib/bulletin-actions';

export function BulletinStatusTag({ status }: { status: BulletinStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{BULLETIN_STATUS_LABELS[status]}</Tag>;
}

import { DEPOSIT_STATUS_LABELS, DEPOSIT_STATUSES, type Deposit } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { FilterField } from '../../../components/back-office';
import { DepositStatusTag, when } from '../../../components/deposits';
import { ROUTES } from '../../../config/paths';

export type DepositRow = Omit<Deposit, 'entries'>;

export const MY_DEPOSIT_FILTERS: FilterField[] = [
  {
    name: 'status',
    label: '状态',
    kind: 'select',
    options: DEPOSIT_STATUSES.map((status) => ({ value: status, label: DEPOSIT_STATUS_LABELS[status] })),
  },
];

/** Why a released deposit goes back, from how its lot ended: sold to someone else, or not sold. */
const outcomeOf = (deposit: DepositRow) =>
  deposit.lotStatus === 'sold' ? '未竞得，' : deposit.lotStatus === 'unsold' ? '标的流拍，' : '';

/** Where the money stands for the bidder: held, on its way back (by when), back, or used. */
export function whereItStands(deposit: DepositRow): string {
  switch (deposit.status) {
    case 'submitted':
      return '凭证审核中';
    case 'rejected':
      return deposit.rejectReason ? `凭证未通过：${deposit.rejectReason}` : '凭证未通过';
    case 'frozen':
      // Frozen on a sold lot: kept for the runner-up (保留次高出价人保证金) until the buyer pays.
      return deposit.lotStatus === 'sold' ? '未竞得，作为次高出价人暂予保留' : '已冻结，可参与竞价';
    case 'returning':
      return `${outcomeOf(deposit)}预计 ${when(deposit.returnDueAt)} 前退还`;
    case 'returned':
      return `${outcomeOf(deposit)}已于 ${when(deposit.returnedAt)} 退还`;
    case 'applied':
      return '已转为货款';
    case 'forfeited':
      return '未按期付款，已罚没';
  }
}

export const MY_DEPOSIT_COLUMNS: TableColumnsType<DepositRow> = [
  {
    title: '标的',
    dataIndex: 'lotTitle',
    render: (title: string, deposit) => (
      <>
        <Link to={`${ROUTES.auction.path}?id=${deposit.lotId}`}>{title}</Link>
        <div className="lyp-muted">{deposit.lotNo}</div>
      </>
    ),
  },
  { title: '金额', dataIndex: 'amountFen', align: 'right', render: (fen: number) => formatFen(fen) },
  {
    title: '状态',
    dataIndex: 'status',
    render: (_status, deposit) => <DepositStatusTag deposit={deposit} />,
  },
  { title: '说明', key: 'stands', render: (_value, deposit) => whereItStands(deposit) },
  { title: '缴纳时间', dataIndex: 'submittedAt', render: (at: string | null) => when(at) },
];

import { AUCTION_RECORD_KIND_LABELS } from '@lyp/shared/auction/auction-record';
import type { RecordStatus } from '@lyp/shared/auction/auction-record-check';
import type { AuctionRecordEntry } from '@lyp/shared/auction/auction-record.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { Tag } from 'antd';

const STATUS_MARKS: Record<RecordStatus, { mark: string; label: string; className: string }> = {
  ok: { mark: '✓', label: '一致', className: 'is-ok' },
  altered: { mark: '✗', label: '内容与哈希不符', className: 'is-broken' },
  unlinked: { mark: '—', label: '前一条缺失，无法核对', className: 'is-unknown' },
  unchained: { mark: '✗', label: '未入链', className: 'is-broken' },
  beyond_head: { mark: '✗', label: '在链头之后', className: 'is-broken' },
};

const COLUMNS = ['序号', '记录', '时间', '竞买人', '金额', '说明', '哈希', '核验'] as const;
const at = (ms: number) => formatTimestamp(new Date(ms));

/** What else a record says: the new end of an extension, the result of the close, a mark. */
function detailOf(entry: AuctionRecordEntry): string {
  if (entry.kind === 'extension' && entry.endsAtMs !== undefined) return `延至 ${at(entry.endsAtMs)}`;
  if (entry.kind === 'close') return entry.result === 'sold' ? '成交' : '未成交';
  if (entry.kind === 'revocation') return `作废 ${entry.count ?? 0} 次出价`;
  return '';
}

/** Every record with its stored hash and what the browser found: ✓ when it recomputes the same. */
export function RecordTable({
  checks,
}: {
  checks: Array<{ entry: AuctionRecordEntry; status: RecordStatus }>;
}) {
  return (
    <div className="lyp-bid-record lyp-record-table">
      <table>
        <thead>
          <tr>
            {COLUMNS.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {checks.map(({ entry, status }, index) => {
            const mark = STATUS_MARKS[status];
            return (
              <tr key={`${entry.seq ?? 'x'}-${index}`} className={mark.className}>
                <td data-label="序号">{entry.seq ?? '—'}</td>
                <td data-label="记录">
                  {AUCTION_RECORD_KIND_LABELS[entry.kind]}
                  {entry.revoked ? <Tag className="lyp-record-tag">已作废</Tag> : null}
                  {entry.priority ? <Tag color="gold">优先购买权人</Tag> : null}
                </td>
                <td data-label="时间">{at(entry.atMs)}</td>
                <td data-label="竞买人">{entry.alias ?? ''}</td>
                <td data-label="金额">{entry.amountFen === undefined ? '' : formatFen(entry.amountFen)}</td>
                <td data-label="说明">{detailOf(entry)}</td>
                <td data-label="哈希">
                  <code title={entry.hash ?? ''}>{entry.hash ? `${entry.hash.slice(0, 12)}…` : '无'}</code>
                </td>
                <td data-label="核验" aria-label={mark.label} title={mark.label} className="lyp-record-mark">
                  {mark.mark}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

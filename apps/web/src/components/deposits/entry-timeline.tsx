import type { DepositEntry } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { Space, Timeline, Typography } from 'antd';
import { ProtectedFile } from '../back-office';
import { ENTRY_LABELS, when } from './deposit-display';

const COLORS: Partial<Record<DepositEntry['kind'], string>> = {
  rejected: 'red',
  forfeited: 'red',
  paid: 'green',
  returned: 'gray',
};

/**
 * A deposit's history, oldest first: what happened, to how much, by whom and when. The payer's
 * own view carries no names (showActor false): the reviewers stay the platform to them.
 */
export function EntryTimeline({
  entries,
  showActor = true,
}: {
  entries: DepositEntry[];
  showActor?: boolean;
}) {
  return (
    <Timeline
      items={entries.map((entry, index) => ({
        key: index,
        color: COLORS[entry.kind] ?? 'blue',
        content: (
          <Space orientation="vertical" size={2}>
            <Typography.Text strong>
              {ENTRY_LABELS[entry.kind]} · {formatFen(entry.amountFen)}
            </Typography.Text>
            <Typography.Text type="secondary">
              {when(entry.at)}
              {showActor ? ` · ${entry.actorName ?? '系统'}` : ''}
            </Typography.Text>
            {entry.note ? <Typography.Text>{entry.note}</Typography.Text> : null}
            {entry.transferReference ? (
              <Typography.Text copyable={{ text: entry.transferReference }}>
                转账流水号：{entry.transferReference}
              </Typography.Text>
            ) : null}
            {entry.voucherFileId ? (
              <ProtectedFile fileId={entry.voucherFileId} label="退款凭证" height={280} />
            ) : null}
          </Space>
        ),
      }))}
    />
  );
}

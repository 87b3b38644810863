import type { DepositAuditRow } from '@lyp/shared/auction/deposit.schemas';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Empty, Skeleton } from 'antd';
import { QueryError } from '../../../components/feedback/query-error';
import { depositAuditInfoQuery } from '../api/deposit-audit';
import { DepositFacts } from './deposit-facts';
import { EntryTimeline } from '../../../components/deposits';
import { useDrawerWidth } from '../../../components/back-office';

/** 审核记录: the deposit's whole history, read fresh (the list row may be behind). */
export function ReviewRecordDrawer({
  deposit,
  onClose,
}: {
  deposit: DepositAuditRow | undefined;
  onClose: () => void;
}) {
  const width = useDrawerWidth(640);
  const info = useQuery({
    ...depositAuditInfoQuery(deposit?.id ?? 0),
    enabled: deposit !== undefined,
  });
  let body;
  if (info.isError)
    body = <QueryError variant="inline" error={info.error} onRetry={() => void info.refetch()} />;
  else if (!info.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    body = (
      <>
        <DepositFacts deposit={info.data} account={info.data.account} />
        <Divider plain>审核记录</Divider>
        {info.data.entries.length > 0 ? (
          <EntryTimeline entries={info.data.entries} />
        ) : (
          <Empty description="暂无记录" />
        )}
      </>
    );
  return (
    <Drawer
      title="保证金审核记录"
      open={deposit !== undefined}
      onClose={onClose}
      size={width}
      destroyOnHidden
    >
      {body}
    </Drawer>
  );
}

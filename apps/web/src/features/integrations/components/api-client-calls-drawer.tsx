import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { ApiClient, ApiClientCall } from '@lyp/shared/integrations/api-client.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useDrawerWidth } from '../../../components/back-office';
import { QueryError } from '../../../components/feedback/query-error';
import { apiClientCallsQuery } from '../api/api-clients';
import { NoValue } from './integration-cells';
import { RecordsList } from './records-list';

const COLUMNS: TableColumnsType<ApiClientCall> = [
  {
    title: '时间',
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => formatTimestamp(new Date(at)),
  },
  {
    title: '内容',
    dataIndex: 'summary',
    key: 'summary',
    render: (summary: string) => <span className="lyp-integrations__mono">{summary}</span>,
  },
  { title: 'IP', dataIndex: 'ip', width: 140, render: (ip: string | null) => ip ?? <NoValue /> },
];

/** One client's calls (and the changes made to it), newest first, a page at a time. */
function CallList({ client }: { client: ApiClient }) {
  const [page, setPage] = useState({ current: 1, size: 10 });
  const calls = useQuery({ ...apiClientCallsQuery(client.id, page), placeholderData: keepPreviousData });
  if (calls.isError)
    return <QueryError variant="inline" error={calls.error} onRetry={() => void calls.refetch()} />;
  return (
    <RecordsList<ApiClientCall>
      rows={calls.data?.records}
      columns={COLUMNS}
      heading="summary"
      size="small"
      loading={calls.isFetching}
      failed={false}
      empty="暂无调用记录"
      pagination={{
        current: page.current,
        pageSize: page.size,
        total: calls.data?.total ?? 0,
        showTotal: (total: number) => `共 ${total} 条`,
        onChange: (current: number, size: number) => setPage({ current, size }),
      }}
    />
  );
}

/** 调用记录 of the client it is opened for. */
export function ApiClientCallsDrawer({
  client,
  onClose,
}: {
  client: ApiClient | undefined;
  onClose: () => void;
}) {
  const width = useDrawerWidth(760);
  return (
    <Drawer
      title={client ? `调用记录：${client.name}` : '调用记录'}
      open={client !== undefined}
      onClose={onClose}
      size={width}
      destroyOnHidden
    >
      {client && <CallList client={client} />}
    </Drawer>
  );
}

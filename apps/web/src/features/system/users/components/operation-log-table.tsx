import { formatTimestamp } from '@lyp/shared/format/timestamp';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryError } from '../../../../components/feedback/query-error';
import { operationLogQuery } from '../api/users';
import { ChangeView } from './change-view';

/** The kinds of records administrators change, for the filter and the 对象 column. */
const TARGET_TYPES: Record<string, string> = {
  user: '用户',
  role: '角色',
  menu: '菜单',
  dict: '字典',
  banner: '轮播图',
  commission: '佣金',
};

/**
 * The operation log: who changed what and when, each row opening onto its before and after.
 * Fixed to one record (targetType and targetId), or searchable across the tenant's log.
 */
export function OperationLogTable({
  targetType,
  targetId,
  searchable = false,
  pageSize = 10,
}: {
  targetType?: string;
  targetId?: string;
  searchable?: boolean;
  pageSize?: number;
}) {
  const [keyword, setKeyword] = useState('');
  const [chosenType, setChosenType] = useState<string>();
  const [page, setPage] = useState({ current: 1, size: pageSize });
  const type = targetType ?? chosenType;
  const { data, isFetching, isError, error, refetch } = useQuery({
    ...operationLogQuery({
      ...page,
      ...(keyword ? { keyword } : {}),
      ...(type ? { targetType: type } : {}),
      ...(targetId ? { targetId } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={12}>
      {searchable && (
        <LogFilters
          chosenType={chosenType}
          onSearch={(text) => {
            setKeyword(text);
            setPage((before) => ({ ...before, current: 1 }));
          }}
          onChooseType={(value) => {
            setChosenType(value);
            setPage((before) => ({ ...before, current: 1 }));
          }}
        />
      )}
      {isError && <QueryError variant="inline" error={error} onRetry={() => void refetch()} />}
      <Table<OperationLog>
        size="small"
        rowKey="id"
        loading={isFetching}
        dataSource={data?.records ?? []}
        locale={{ emptyText: isError ? '加载失败' : '暂无数据' }}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (log) => <ChangeView before={log.before} after={log.after} />,
        }}
        columns={logColumns(!targetType)}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showSizeChanger: searchable,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (current, size) => setPage({ current, size }),
        }}
      />
    </Flex>
  );
}

/** 时间, 操作人, 对象 (unless the table is fixed to one record), 操作内容 and IP. */
function logColumns(withTarget: boolean): TableColumnsType<OperationLog> {
  return [
    {
      title: '时间',
      dataIndex: 'createdAt',
      render: (value: string) => formatTimestamp(new Date(value)),
    },
    { title: '操作人', dataIndex: 'actorName' },
    ...(withTarget
      ? [
          {
            title: '对象',
            dataIndex: 'targetType',
            render: (value: string) => TARGET_TYPES[value] ?? value,
          },
        ]
      : []),
    { title: '操作内容', dataIndex: 'summary' },
    { title: 'IP', dataIndex: 'ip', render: (value: string | null) => value ?? '-' },
  ];
}

function LogFilters({
  chosenType,
  onSearch,
  onChooseType,
}: {
  chosenType: string | undefined;
  onSearch: (keyword: string) => void;
  onChooseType: (type: string | undefined) => void;
}) {
  return (
    <Flex gap={8} wrap>
      <Input.Search
        allowClear
        placeholder="操作内容或操作人"
        aria-label="搜索操作日志"
        style={{ width: 240 }}
        onSearch={(text) => onSearch(text.trim())}
      />
      <Select
        allowClear
        placeholder="对象类型"
        style={{ width: 140 }}
        value={chosenType}
        options={Object.entries(TARGET_TYPES).map(([value, label]) => ({ value, label }))}
        onChange={(value?: string) => onChooseType(value)}
      />
    </Flex>
  );
}

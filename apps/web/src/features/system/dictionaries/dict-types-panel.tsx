import type { DictType } from '@lyp/shared/dict/dict.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Table } from 'antd';
import { useState } from 'react';
import { useConfirm } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { QueryError } from '../../../components/feedback/query-error';
import { dictTypesQuery, refreshDictionaries, removeDictType } from './api/dictionaries';
import { dictTypeColumns } from './dict-type-columns';
import { DictTypeForm } from './dict-type-form';

/**
 * The dictionary types, the selected one highlighted; a click selects a type, whose options
 * the page shows beside. System types (the application reads them) cannot be removed.
 */
export function DictTypesPanel(props: {
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const { selectedId, onSelect } = props;
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<DictType | 'new'>();
  const types = useQuery(dictTypesQuery(keyword));

  const remove = (type: DictType) =>
    confirm({
      title: `确定删除字典类型“${type.name}”吗？`,
      content: type.itemCount > 0 ? `该类型下还有 ${type.itemCount} 个字典项，须先删除字典项。` : undefined,
      danger: true,
      onOk: async () => {
        await removeDictType(type.id);
        if (type.id === selectedId) onSelect(undefined);
        await refreshDictionaries(queryClient);
      },
    });

  return (
    <Card
      size="small"
      title="字典类型"
      extra={
        <Can code={PERMISSIONS.dictAdd.code}>
          <Button type="primary" size="small" onClick={() => setEditing('new')}>
            新增类型
          </Button>
        </Can>
      }
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          aria-label="搜索字典类型"
          placeholder="字典名称或编码"
          onSearch={(value) => setKeyword(value.trim())}
        />
        {types.isError && (
          <QueryError variant="inline" error={types.error} onRetry={() => void types.refetch()} />
        )}
        <Table<DictType>
          size="small"
          rowKey="id"
          pagination={false}
          loading={types.isFetching}
          dataSource={types.data ?? []}
          locale={{ emptyText: types.isError ? '加载失败' : '暂无数据' }}
          scroll={{ y: 520 }}
          rowClassName={(type) => (type.id === selectedId ? 'ant-table-row-selected' : '')}
          onRow={(type) => ({ onClick: () => onSelect(type.id), style: { cursor: 'pointer' } })}
          columns={dictTypeColumns({ selectedId, onEdit: setEditing, onRemove: remove })}
        />
      </Flex>
      <DictTypeForm
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(type) => onSelect(type.id)}
      />
    </Card>
  );
}

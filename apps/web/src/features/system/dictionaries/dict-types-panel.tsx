import type { DictType } from '@lyp/shared/dict/dict.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useConfirm } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { call, queryOptionsOf } from '../../../lib/api-call';
import { refreshDictionaries } from './dict-cache';
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
  const types = useQuery(queryOptionsOf('dictTypeList', keyword ? { keyword } : {}));

  const remove = (type: DictType) =>
    confirm({
      title: `确定删除字典类型“${type.name}”吗？`,
      content: type.itemCount > 0 ? `该类型下还有 ${type.itemCount} 个字典项，须先删除字典项。` : undefined,
      danger: true,
      onOk: async () => {
        await call('dictTypeRemove', { id: type.id });
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
          <Alert
            type="error"
            showIcon
            title={types.error.message || '加载失败'}
            action={
              <Button size="small" onClick={() => void types.refetch()}>
                重试
              </Button>
            }
          />
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
          columns={[
            {
              title: '字典名称',
              key: 'name',
              render: (_value, type) => (
                <Flex vertical>
                  <Space size={4} wrap>
                    <Typography.Text strong={type.id === selectedId}>{type.name}</Typography.Text>
                    {type.isSystem && <Tag color="blue">系统</Tag>}
                  </Space>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {type.code}（{type.itemCount} 项）
                  </Typography.Text>
                </Flex>
              ),
            },
            {
              title: '操作',
              key: 'actions',
              width: 110,
              render: (_value, type) => (
                // Buttons inside a clickable row: their clicks must not also select the row.
                <Space size={0} onClick={(event) => event.stopPropagation()}>
                  <Can code={PERMISSIONS.dictEdit.code}>
                    <Button type="link" size="small" onClick={() => setEditing(type)}>
                      编辑
                    </Button>
                  </Can>
                  {!type.isSystem && (
                    <Can code={PERMISSIONS.dictRemove.code}>
                      <Button type="link" size="small" danger onClick={() => remove(type)}>
                        删除
                      </Button>
                    </Can>
                  )}
                </Space>
              ),
            },
          ]}
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

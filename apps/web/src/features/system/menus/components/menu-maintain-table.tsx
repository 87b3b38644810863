import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, InputNumber, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { call, queryKeyOf } from '../../../../lib/api-call';
import {
  applyDrafts,
  changedItems,
  draftsOf,
  moveAmongSiblings,
  type MaintainDrafts,
} from '../maintain-drafts';
import { toMenuRows, type MenuRow } from '../menu-rows';
import { errorMessage } from '../../../../components/back-office/error-message';
import { useFeedback } from '../../../../lib/feedback';

/**
 * Maintain mode: reorder (sort numbers or up/down among siblings) and hide entries, then save
 * everything in one batch. Nothing is sent until 保存.
 */
export function MenuMaintainTable({
  nodes,
  expandedKeys,
  onExpandedKeysChange,
  onDone,
}: {
  nodes: MenuNode[];
  expandedKeys: Key[];
  onExpandedKeysChange: (keys: Key[]) => void;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [drafts, setDrafts] = useState<MaintainDrafts>(() => draftsOf(nodes));
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => toMenuRows(applyDrafts(nodes, drafts)), [nodes, drafts]);
  const changes = changedItems(nodes, drafts);

  const setDraft = (id: number, patch: Partial<{ sort: number; isHidden: 0 | 1 }>) =>
    setDrafts((current) => new Map(current).set(id, { ...current.get(id)!, ...patch }));

  const save = async () => {
    if (changes.length === 0) {
      onDone();
      return;
    }
    setSaving(true);
    try {
      await call('menuMaintain', { items: changes });
      await queryClient.invalidateQueries({ queryKey: queryKeyOf('menuTree') });
      void message.success(`已保存 ${changes.length} 项的排序与隐藏状态`);
      onDone();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<MenuRow> = [
    { title: '名称', dataIndex: 'name' },
    { title: '编码', dataIndex: 'code' },
    {
      title: '排序',
      dataIndex: 'sort',
      render: (sort: number, row) => (
        <InputNumber
          aria-label={`${row.name}的排序`}
          size="small"
          min={0}
          max={99_999}
          precision={0}
          value={sort}
          onChange={(value) => setDraft(row.id, { sort: value ?? 0 })}
        />
      ),
    },
    {
      key: 'move',
      title: '调整顺序',
      render: (_value: unknown, row) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            aria-label={`上移${row.name}`}
            icon={<ArrowUpOutlined />}
            onClick={() => setDrafts((current) => moveAmongSiblings(nodes, current, row.id, -1))}
          />
          <Button
            type="text"
            size="small"
            aria-label={`下移${row.name}`}
            icon={<ArrowDownOutlined />}
            onClick={() => setDrafts((current) => moveAmongSiblings(nodes, current, row.id, 1))}
          />
        </Space>
      ),
    },
    {
      title: '隐藏',
      dataIndex: 'isHidden',
      render: (flag: 0 | 1, row) => (
        <Switch
          aria-label={`隐藏${row.name}`}
          size="small"
          checked={flag === 1}
          onChange={(checked) => setDraft(row.id, { isHidden: checked ? 1 : 0 })}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          维护模式：修改排序（数字越小越靠前）或隐藏状态，点击“保存”一次提交。已修改 {changes.length} 项。
        </Typography.Text>
        <Space>
          <Button onClick={onDone} disabled={saving}>
            取消
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      </Flex>
      <Table<MenuRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无数据' }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => onExpandedKeysChange([...keys]),
        }}
      />
    </Flex>
  );
}

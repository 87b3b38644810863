import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Space, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { maintainMenus, refreshMenuTree } from '../api/menus';
import {
  applyDrafts,
  changedItems,
  draftsOf,
  moveAmongSiblings,
  type MaintainDrafts,
} from '../maintain-drafts';
import { toMenuRows } from '../menu-rows';
import { maintainColumns } from './menu-maintain-columns';
import { MenuTable } from './menu-table';
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
      await maintainMenus(changes);
      await refreshMenuTree(queryClient);
      void message.success(`已保存 ${changes.length} 项的排序与隐藏状态`);
      onDone();
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const columns = maintainColumns({
    setDraft,
    move: (id, step) => setDrafts((current) => moveAmongSiblings(nodes, current, id, step)),
  });

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
      <MenuTable
        rows={rows}
        columns={columns}
        size="small"
        expandedKeys={expandedKeys}
        onExpandedKeysChange={onExpandedKeysChange}
      />
    </Flex>
  );
}

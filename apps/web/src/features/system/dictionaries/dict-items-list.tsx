import type { DictItem, DictType } from '@lyp/shared/dict/dict.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useQueryClient } from '@tanstack/react-query';
import { Switch, Tag } from 'antd';
import { useState } from 'react';
import {
  ListPage,
  ListToolbar,
  type FilterField,
  type ListState,
  type RowAction,
} from '../../../components/back-office';
import { useCan } from '../../../components/permission/use-can';
import {
  dictItemsQuery,
  editDictItem,
  exportDictItems,
  refreshDictionaries,
  removeDictItem,
} from './api/dictionaries';
import { DictItemForm } from './dict-item-form';
import { useFeedback } from '../../../lib/feedback';

/** The list's URL parameters are `items.*`, so they sit beside `typeId` without clearing it. */
const LIST_DEFAULTS = { prefix: 'items' };

const FILTERS: FilterField[] = [{ name: 'keyword', label: '关键字', kind: 'text', placeholder: '标签或值' }];

/** Turns an option on or off in place; a disabled option leaves every dropdown at once. */
function EnabledSwitch(props: { item: DictItem }) {
  const { item } = props;
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const [saving, setSaving] = useState(false);
  const canEdit = useCan(PERMISSIONS.dictEdit.code);
  if (!canEdit) return item.isEnabled ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>;
  return (
    <Switch
      checked={item.isEnabled}
      loading={saving}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={`${item.isEnabled ? '停用' : '启用'}字典项 ${item.label}`}
      onChange={(isEnabled) => void toggle(isEnabled)}
    />
  );

  async function toggle(isEnabled: boolean) {
    setSaving(true);
    try {
      const { id, label, value, sort, remark } = item;
      await editDictItem({ id, label, value, sort, remark, isEnabled });
      await refreshDictionaries(queryClient);
      void message.success(isEnabled ? '已启用' : '已停用');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : '操作失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  }
}

/** One dictionary's options: searched and paged on the server, added and edited in a modal. */
export function DictItemsList(props: { type: DictType }) {
  const { type } = props;
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<DictItem | 'new'>();
  /** The dictionary and the search: what the list shows, and what the export holds. */
  const filtersOf = (state: ListState) => ({
    typeId: type.id,
    ...(state.filters.keyword ? { keyword: state.filters.keyword } : {}),
  });

  const actions: RowAction<DictItem>[] = [
    { key: 'edit', label: '编辑', code: PERMISSIONS.dictEdit.code, onClick: (item) => setEditing(item) },
    {
      key: 'remove',
      label: '删除',
      code: PERMISSIONS.dictRemove.code,
      danger: true,
      // The application reads a system dictionary's values: its options can only be disabled.
      hidden: () => type.isSystem,
      confirm: (item) => ({ title: `确定删除字典项“${item.label}”吗？` }),
      onClick: async (item) => {
        await removeDictItem(item.id);
        await refreshDictionaries(queryClient);
      },
    },
  ];

  return (
    <>
      <ListPage<DictItem>
        title={
          <>
            {type.name}
            <span className="lyp-muted" style={{ fontWeight: 'normal', fontSize: 13, marginLeft: 8 }}>
              {type.code}
            </span>
          </>
        }
        filters={FILTERS}
        defaults={LIST_DEFAULTS}
        query={(state) => dictItemsQuery({ ...filtersOf(state), current: state.current, size: state.size })}
        rowKey="id"
        columns={[
          { title: '字典标签', dataIndex: 'label' },
          { title: '字典值', dataIndex: 'value' },
          { title: '排序', dataIndex: 'sort', width: 80 },
          {
            title: '状态',
            dataIndex: 'isEnabled',
            width: 100,
            render: (_value, item) => <EnabledSwitch item={item} />,
          },
          { title: '备注', dataIndex: 'remark', render: (remark: string | null) => remark ?? '-' },
        ]}
        toolbar={(state) => (
          <ListToolbar
            exportAs={{
              code: PERMISSIONS.dictExport.code,
              fileName: `字典-${type.name}.xlsx`,
              download: () => exportDictItems(filtersOf(state)),
            }}
            add={{ code: PERMISSIONS.dictAdd.code, label: '新增字典项', onClick: () => setEditing('new') }}
          />
        )}
        rowActions={actions}
      />
      <DictItemForm type={type} editing={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

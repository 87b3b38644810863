import type { DictType } from '@lyp/shared/dict/dict.schemas';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { Can } from '../../../components/permission/can';

/** A type's name (bold when selected), code and item count; 编辑 and, unless a system type, 删除. */
export function dictTypeColumns({
  selectedId,
  onEdit,
  onRemove,
}: {
  selectedId: number | undefined;
  onEdit: (type: DictType) => void;
  onRemove: (type: DictType) => void;
}): TableColumnsType<DictType> {
  return [
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
            <Button type="link" size="small" onClick={() => onEdit(type)}>
              编辑
            </Button>
          </Can>
          {!type.isSystem && (
            <Can code={PERMISSIONS.dictRemove.code}>
              <Button type="link" size="small" danger onClick={() => onRemove(type)}>
                删除
              </Button>
            </Can>
          )}
        </Space>
      ),
    },
  ];
}

import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Switch, type TableColumnsType } from 'antd';
import type { MenuRow } from '../menu-rows';

/** Maintain mode's columns: a sort number, up and down among siblings, and a hidden switch. */
export function maintainColumns({
  setDraft,
  move,
}: {
  setDraft: (id: number, patch: Partial<{ sort: number; isHidden: 0 | 1 }>) => void;
  move: (id: number, step: -1 | 1) => void;
}): TableColumnsType<MenuRow> {
  return [
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
            onClick={() => move(row.id, -1)}
          />
          <Button
            type="text"
            size="small"
            aria-label={`下移${row.name}`}
            icon={<ArrowDownOutlined />}
            onClick={() => move(row.id, 1)}
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
}

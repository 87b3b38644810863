import { Table, Typography } from 'antd';

/** Field names the log's before/after use, as an administrator reads them. */
const FIELD_LABELS: Record<string, string> = {
  username: '用户名',
  actualName: '姓名',
  phone: '手机号',
  organisations: '所属组织',
  defaultOrganisation: '默认组织',
  roles: '角色',
  status: '状态',
  mustChangePassword: '须修改密码',
  name: '名称',
  code: '编码',
  description: '描述',
  sort: '排序',
  title: '标题',
  path: '路径',
  icon: '图标',
  label: '标签',
  value: '值',
  isEnabled: '启用',
  isHidden: '隐藏',
};

/** A logged value as text: lists joined, yes/no for flags, - for nothing. */
export function readableValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map(readableValue).join('、');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A change's before and after, field by field, side by side. */
export function ChangeView({ before, after }: { before: unknown; after: unknown }) {
  const old = asRecord(before);
  const now = asRecord(after);
  const keys = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  if (keys.length === 0) return <Typography.Text type="secondary">无字段变更</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={keys.map((key) => ({ key, before: old[key], after: now[key] }))}
      columns={[
        { title: '字段', dataIndex: 'key', width: 110, render: (key: string) => FIELD_LABELS[key] ?? key },
        { title: '修改前', dataIndex: 'before', render: readableValue },
        { title: '修改后', dataIndex: 'after', render: readableValue },
      ]}
    />
  );
}

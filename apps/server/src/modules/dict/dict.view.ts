import type { DictItem, DictType } from '@lyp/shared/dict/dict.schemas';
import type { DictItemRecord, DictTypeRecord } from './dict.repository';

export const toDictType = (record: DictTypeRecord): DictType => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

export const toDictItem = (record: DictItemRecord): DictItem => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/** What the operation log keeps of a type and of an item. */
export const typeSnapshot = (type: DictTypeRecord) => ({
  code: type.code,
  name: type.name,
  description: type.description,
  sort: type.sort,
});
export const itemSnapshot = (item: DictItemRecord) => ({
  typeCode: item.typeCode,
  label: item.label,
  value: item.value,
  sort: item.sort,
  isEnabled: item.isEnabled,
  remark: item.remark,
});

/** How an item edit reads in the log: switching it on or off is what admins look for. */
export function itemEditVerb(before: DictItemRecord, after: DictItemRecord): string {
  const { isEnabled: wasEnabled, ...rest } = itemSnapshot(before);
  const { isEnabled, ...restAfter } = itemSnapshot(after);
  if (wasEnabled !== isEnabled && JSON.stringify(rest) === JSON.stringify(restAfter))
    return isEnabled ? '启用字典项' : '停用字典项';
  return '编辑字典项';
}

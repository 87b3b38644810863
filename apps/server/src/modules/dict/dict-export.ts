import type { DictItem } from '@lyp/shared/dict/dict.schemas';
import { exportList, type ExcelColumn } from '../../lib/excel-export';

/** An option as one row of 字典管理's export, with its dictionary named on every row. */
interface DictExportRow {
  typeName: string;
  typeCode: string;
  label: string;
  value: string;
  sort: number;
  status: string;
  remark: string | null;
  createdAt: string;
  updatedAt: string;
}

const COLUMNS: ExcelColumn<DictExportRow>[] = [
  { header: '字典名称', key: 'typeName', width: 20 },
  { header: '字典编码', key: 'typeCode', format: 'text', width: 20 },
  { header: '字典标签', key: 'label', width: 20 },
  { header: '字典值', key: 'value', format: 'text', width: 24 },
  { header: '排序', key: 'sort' },
  { header: '状态', key: 'status' },
  { header: '备注', key: 'remark', width: 30 },
  { header: '创建时间', key: 'createdAt', format: 'datetime', width: 20 },
  { header: '更新时间', key: 'updatedAt', format: 'datetime', width: 20 },
];

/**
 * Without the characters Excel refuses in a sheet name (/ and \ also break a file name): a
 * dictionary's name is free text, the streaming writer does not check it, and Excel reports a
 * file with such a sheet name as damaged.
 */
const safeTitle = (name: string) => name.replace(/[[\]:*?/\\]/g, '_').replace(/^'+|'+$/g, '');

/** One dictionary's options as filtered, streamed as an .xlsx named after the dictionary. */
export function exportDictItems(
  type: { name: string; code: string },
  items: AsyncIterable<DictItem>,
  now: Date,
) {
  return exportList({
    title: `字典-${safeTitle(type.name)}`,
    columns: COLUMNS,
    records: items,
    toRow: (item: DictItem): DictExportRow => ({
      typeName: type.name,
      typeCode: type.code,
      label: item.label,
      value: item.value,
      sort: item.sort,
      status: item.isEnabled ? '启用' : '停用',
      remark: item.remark,
      createdAt: item.createdAt,
      updatedAt: item.updatedAt,
    }),
    now,
  });
}

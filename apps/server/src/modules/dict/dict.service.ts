import type {
  DictItem,
  DictItemAddBody,
  DictItemEditBody,
  DictItemListBody,
  DictOption,
  DictType,
  DictTypeAddBody,
  DictTypeEditBody,
} from '@lyp/shared/dict/dict.schemas';
import { AppError } from '../../lib/app-error';
import { allPages } from '../../lib/excel-export';
import type { Clock } from '../../lib/clock';
import type { Actor, Change, OperationLogRepository, OperationLogService } from '../operation-log';
import {
  DictConflictError,
  DictReferenceError,
  type DictItemRecord,
  type DictRepository,
  type DictTypeRecord,
} from './dict.repository';
import { exportDictItems } from './dict-export';

const toDictType = (record: DictTypeRecord): DictType => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

const toDictItem = (record: DictItemRecord): DictItem => ({
  ...record,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/** The repositories a change writes through, bound to one transaction. */
export interface DictWriteScope {
  dicts: DictRepository;
  logs: OperationLogRepository;
}

export interface DictServiceDeps {
  dicts: DictRepository;
  clock: Clock;
  operationLog: Pick<OperationLogService, 'record'>;
  /** Runs `work` in one transaction: the change and its operation-log entry commit together. */
  transaction<T>(work: (scope: DictWriteScope) => Promise<T>): Promise<T>;
}

/** What the operation log keeps of a type and of an item. */
const typeSnapshot = (type: DictTypeRecord) => ({
  code: type.code,
  name: type.name,
  description: type.description,
  sort: type.sort,
});
const itemSnapshot = (item: DictItemRecord) => ({
  typeCode: item.typeCode,
  label: item.label,
  value: item.value,
  sort: item.sort,
  isEnabled: item.isEnabled,
  remark: item.remark,
});

/** How an item edit reads in the log: switching it on or off is what admins look for. */
function itemEditVerb(before: DictItemRecord, after: DictItemRecord): string {
  const { isEnabled: wasEnabled, ...rest } = itemSnapshot(before);
  const { isEnabled, ...restAfter } = itemSnapshot(after);
  if (wasEnabled !== isEnabled && JSON.stringify(rest) === JSON.stringify(restAfter))
    return isEnabled ? '启用字典项' : '停用字典项';
  return '编辑字典项';
}

export function createDictService(deps: DictServiceDeps) {
  const { dicts, clock, operationLog } = deps;

  /** Writes `change` through the log repository of the change's own transaction. */
  const log = (actor: Actor, scope: DictWriteScope, change: Change) =>
    operationLog.record(actor, change, scope.logs);

  /** Reads a row written in this transaction (the shared connection cannot see it yet). */
  async function typeIn(scope: DictWriteScope, id: number): Promise<DictTypeRecord> {
    const type = await scope.dicts.findTypeById(id);
    if (!type) throw new AppError('DICT_TYPE_NOT_FOUND');
    return type;
  }
  async function itemIn(scope: DictWriteScope, id: number): Promise<DictItemRecord> {
    const item = await scope.dicts.findItemById(id);
    if (!item) throw new AppError('DICT_ITEM_NOT_FOUND');
    return item;
  }

  /** The options list's filters: the page and the export read the same. */
  const itemFilters = (body: DictItemListBody) => ({
    typeId: body.typeId,
    ...(body.keyword ? { keyword: body.keyword } : {}),
  });

  async function requireType(id: number): Promise<DictTypeRecord> {
    const type = await dicts.findTypeById(id);
    if (!type) throw new AppError('DICT_TYPE_NOT_FOUND');
    return type;
  }

  async function requireItem(id: number): Promise<DictItemRecord> {
    const item = await dicts.findItemById(id);
    if (!item) throw new AppError('DICT_ITEM_NOT_FOUND');
    return item;
  }

  /** Unique checks up front give the precise message; the constraint catches races. */
  async function guardTypeCode(code: string, exceptId?: number): Promise<void> {
    if (await dicts.isTypeCodeTaken(code, exceptId))
      throw new AppError('DICT_TYPE_CODE_TAKEN', { params: { code } });
  }

  async function guardItemValue(typeId: number, value: string, exceptId?: number): Promise<void> {
    if (await dicts.isItemValueTaken(typeId, value, exceptId)) {
      throw new AppError('DICT_ITEM_VALUE_TAKEN', { params: { value } });
    }
  }

  const conflictAs =
    (code: 'DICT_TYPE_CODE_TAKEN' | 'DICT_ITEM_VALUE_TAKEN', params: Record<string, string>) =>
    (error: unknown): never => {
      if (error instanceof DictConflictError) throw new AppError(code, { params });
      // The dictionary type was deleted while an item was being added to it.
      if (error instanceof DictReferenceError) throw new AppError('DICT_TYPE_NOT_FOUND');
      throw error;
    };

  return {
    async listTypes(keyword?: string): Promise<DictType[]> {
      return (await dicts.listTypes(keyword)).map(toDictType);
    },

    async addType(actor: Actor, body: DictTypeAddBody): Promise<DictType> {
      await guardTypeCode(body.code);
      const now = clock.now();
      const created = await deps
        .transaction(async (scope) => {
          const id = await scope.dicts.insertType({
            ...body,
            description: body.description ?? null,
            createdAt: now,
            updatedAt: now,
          });
          const type = await typeIn(scope, id);
          await log(actor, scope, {
            action: 'dictType.create',
            targetType: 'dict_type',
            targetId: id,
            summary: `新增字典类型 ${type.name}（${type.code}）`,
            after: typeSnapshot(type),
          });
          return type;
        })
        .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
      return toDictType(created);
    },

    async editType(actor: Actor, body: DictTypeEditBody): Promise<DictType> {
      const existing = await requireType(body.id);
      if (existing.isSystem && body.code !== existing.code) {
        throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
      }
      await guardTypeCode(body.code, body.id);
      const updated = await deps
        .transaction(async (scope) => {
          await scope.dicts.updateType(body.id, {
            code: body.code,
            name: body.name,
            description: body.description ?? null,
            sort: body.sort,
            updatedAt: clock.now(),
          });
          const type = await typeIn(scope, body.id);
          await log(actor, scope, {
            action: 'dictType.update',
            targetType: 'dict_type',
            targetId: type.id,
            summary: `编辑字典类型 ${type.name}（${type.code}）`,
            before: typeSnapshot(existing),
            after: typeSnapshot(type),
          });
          return type;
        })
        .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
      return toDictType(updated);
    },

    async removeType(actor: Actor, id: number): Promise<void> {
      const existing = await requireType(id);
      if (existing.isSystem) throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
      if (existing.itemCount > 0) {
        throw new AppError('DICT_TYPE_HAS_ITEMS', { params: { count: existing.itemCount } });
      }
      try {
        await deps.transaction(async (scope) => {
          await scope.dicts.deleteType(id);
          await log(actor, scope, {
            action: 'dictType.remove',
            targetType: 'dict_type',
            targetId: id,
            summary: `删除字典类型 ${existing.name}（${existing.code}）`,
            before: typeSnapshot(existing),
          });
        });
      } catch (error) {
        // Someone added an item in the meantime.
        if (error instanceof DictReferenceError) {
          const { itemCount } = await requireType(id);
          throw new AppError('DICT_TYPE_HAS_ITEMS', { params: { count: itemCount } });
        }
        throw error;
      }
    },

    async listItems(body: DictItemListBody) {
      await requireType(body.typeId);
      const { records, total } = await dicts.listItems({
        ...itemFilters(body),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toDictItem), total, current: body.current, size: body.size };
    },

    /**
     * 字典管理's export: the selected dictionary's options as filtered, a page at a time. The
     * type is looked up first, so an unknown one answers 404 rather than a broken download.
     */
    async itemsExport(body: DictItemListBody) {
      const type = await requireType(body.typeId);
      const items = allPages(async (offset, limit) =>
        (await dicts.listItems({ ...itemFilters(body), offset, limit })).records.map(toDictItem),
      );
      return exportDictItems(type, items, clock.now());
    },

    async addItem(actor: Actor, body: DictItemAddBody): Promise<DictItem> {
      const type = await requireType(body.typeId);
      await guardItemValue(body.typeId, body.value);
      const now = clock.now();
      const created = await deps
        .transaction(async (scope) => {
          const id = await scope.dicts.insertItem({
            ...body,
            remark: body.remark ?? null,
            createdAt: now,
            updatedAt: now,
          });
          const item = await itemIn(scope, id);
          await log(actor, scope, {
            action: 'dictItem.create',
            targetType: 'dict_item',
            targetId: id,
            summary: `新增字典项 ${type.name}：${item.label}`,
            after: itemSnapshot(item),
          });
          return item;
        })
        .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
      return toDictItem(created);
    },

    async editItem(actor: Actor, body: DictItemEditBody): Promise<DictItem> {
      const existing = await requireItem(body.id);
      const type = await requireType(existing.typeId);
      if (type.isSystem && body.value !== existing.value) {
        throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
      }
      await guardItemValue(existing.typeId, body.value, body.id);
      const updated = await deps
        .transaction(async (scope) => {
          await scope.dicts.updateItem(body.id, {
            label: body.label,
            value: body.value,
            sort: body.sort,
            isEnabled: body.isEnabled,
            remark: body.remark ?? null,
            updatedAt: clock.now(),
          });
          const item = await itemIn(scope, body.id);
          await log(actor, scope, {
            action: 'dictItem.update',
            targetType: 'dict_item',
            targetId: item.id,
            summary: `${itemEditVerb(existing, item)} ${type.name}：${item.label}`,
            before: itemSnapshot(existing),
            after: itemSnapshot(item),
          });
          return item;
        })
        .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
      return toDictItem(updated);
    },

    async removeItem(actor: Actor, id: number): Promise<void> {
      const existing = await requireItem(id);
      const type = await requireType(existing.typeId);
      if (type.isSystem) throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
      await deps.transaction(async (scope) => {
        await scope.dicts.deleteItem(id);
        await log(actor, scope, {
          action: 'dictItem.remove',
          targetType: 'dict_item',
          targetId: id,
          summary: `删除字典项 ${type.name}：${existing.label}`,
          before: itemSnapshot(existing),
        });
      });
    },

    /** Options keyed by dictionary code; every requested code is present, unknown ones empty. */
    async optionsByCodes(codes: string[]): Promise<Record<string, DictOption[]>> {
      const options: Record<string, DictOption[]> = Object.fromEntries(codes.map((code) => [code, []]));
      for (const item of await dicts.listEnabledItemsByCodes(codes)) {
        options[item.typeCode]?.push({ label: item.label, value: item.value, sort: item.sort });
      }
      return options;
    },
  };
}

export type DictService = ReturnType<typeof createDictService>;

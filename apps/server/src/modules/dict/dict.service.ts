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
import type { Clock } from '../../lib/clock';
import {
  DictConflictError,
  DictReferenceError,
  type DictItemRecord,
  type DictRepository,
  type DictTypeRecord,
} from './dict.repository';

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

export function createDictService(deps: { dicts: DictRepository; clock: Clock }) {
  const { dicts, clock } = deps;

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

    async addType(body: DictTypeAddBody): Promise<DictType> {
      await guardTypeCode(body.code);
      const now = clock.now();
      const id = await dicts
        .insertType({ ...body, description: body.description ?? null, createdAt: now, updatedAt: now })
        .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
      return toDictType(await requireType(id));
    },

    async editType(body: DictTypeEditBody): Promise<DictType> {
      const existing = await requireType(body.id);
      if (existing.isSystem && body.code !== existing.code) {
        throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
      }
      await guardTypeCode(body.code, body.id);
      await dicts
        .updateType(body.id, {
          code: body.code,
          name: body.name,
          description: body.description ?? null,
          sort: body.sort,
          updatedAt: clock.now(),
        })
        .catch(conflictAs('DICT_TYPE_CODE_TAKEN', { code: body.code }));
      return toDictType(await requireType(body.id));
    },

    async removeType(id: number): Promise<void> {
      const existing = await requireType(id);
      if (existing.isSystem) throw new AppError('DICT_TYPE_SYSTEM', { params: { name: existing.name } });
      if (existing.itemCount > 0) {
        throw new AppError('DICT_TYPE_HAS_ITEMS', { params: { count: existing.itemCount } });
      }
      try {
        await dicts.deleteType(id);
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
        typeId: body.typeId,
        ...(body.keyword ? { keyword: body.keyword } : {}),
        offset: (body.current - 1) * body.size,
        limit: body.size,
      });
      return { records: records.map(toDictItem), total, current: body.current, size: body.size };
    },

    async addItem(body: DictItemAddBody): Promise<DictItem> {
      await requireType(body.typeId);
      await guardItemValue(body.typeId, body.value);
      const now = clock.now();
      const id = await dicts
        .insertItem({ ...body, remark: body.remark ?? null, createdAt: now, updatedAt: now })
        .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
      return toDictItem(await requireItem(id));
    },

    async editItem(body: DictItemEditBody): Promise<DictItem> {
      const existing = await requireItem(body.id);
      const type = await requireType(existing.typeId);
      if (type.isSystem && body.value !== existing.value) {
        throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
      }
      await guardItemValue(existing.typeId, body.value, body.id);
      await dicts
        .updateItem(body.id, {
          label: body.label,
          value: body.value,
          sort: body.sort,
          isEnabled: body.isEnabled,
          remark: body.remark ?? null,
          updatedAt: clock.now(),
        })
        .catch(conflictAs('DICT_ITEM_VALUE_TAKEN', { value: body.value }));
      return toDictItem(await requireItem(body.id));
    },

    async removeItem(id: number): Promise<void> {
      const existing = await requireItem(id);
      const type = await requireType(existing.typeId);
      if (type.isSystem) throw new AppError('DICT_ITEM_SYSTEM', { params: { name: type.name } });
      await dicts.deleteItem(id);
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

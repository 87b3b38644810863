import { AppError } from '../../../lib/app-error';
import type { Actor, Change } from '../../operation-log';
import type { DictServiceDeps, DictWriteScope } from '../dict-deps';
import {
  DictConflictError,
  DictReferenceError,
  type DictItemRecord,
  type DictTypeRecord,
} from '../dict.repository';

/** The lookups, guards and log writes the dictionary's use cases share. */
export function dictRules(deps: DictServiceDeps) {
  const { dicts, operationLog } = deps;

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

  return { log, typeIn, itemIn, requireType, requireItem, guardTypeCode, guardItemValue };
}

export type DictRules = ReturnType<typeof dictRules>;

export const conflictAs =
  (code: 'DICT_TYPE_CODE_TAKEN' | 'DICT_ITEM_VALUE_TAKEN', params: Record<string, string>) =>
  (error: unknown): never => {
    if (error instanceof DictConflictError) throw new AppError(code, { params });
    // The dictionary type was deleted while an item was being added to it.
    if (error instanceof DictReferenceError) throw new AppError('DICT_TYPE_NOT_FOUND');
    throw error;
  };

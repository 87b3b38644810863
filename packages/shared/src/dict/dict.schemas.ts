import { z } from 'zod';
import { okEnvelope, pageOf, pageQuerySchema } from '../api/envelope';
import { idSchema, optionalText, requiredText, sortSchema } from '../common/fields';
import { timestampSchema } from '../common/time';

export { DICT_CODES } from './dict-codes';

export const dictCodeSchema = z
  .string({ error: '请输入字典编码' })
  .trim()
  .min(1, { error: '请输入字典编码' })
  .regex(/^[a-z][a-z0-9_]{1,49}$/, {
    error: '字典编码须以小写字母开头，由 2–50 位小写字母、数字或下划线组成',
  });

export const dictTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  isSystem: z.boolean(),
  itemCount: z.number().int(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DictType = z.infer<typeof dictTypeSchema>;

export const dictTypeListBodySchema = z.object({
  keyword: optionalText('搜索关键字', 50),
});
export const dictTypeListResponseSchema = okEnvelope(z.array(dictTypeSchema));

export const dictTypeAddBodySchema = z.object({
  code: dictCodeSchema,
  name: requiredText('字典名称', 50),
  description: optionalText('字典描述', 200),
  sort: sortSchema().default(0),
});
export type DictTypeAddBody = z.infer<typeof dictTypeAddBodySchema>;

export const dictTypeEditBodySchema = dictTypeAddBodySchema.extend({
  id: idSchema('字典类型编号'),
});
export type DictTypeEditBody = z.infer<typeof dictTypeEditBodySchema>;
export const dictTypeResponseSchema = okEnvelope(dictTypeSchema);

export const dictItemSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  typeCode: z.string(),
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
  isEnabled: z.boolean(),
  remark: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type DictItem = z.infer<typeof dictItemSchema>;

export const dictItemListBodySchema = pageQuerySchema.extend({
  typeId: idSchema('字典类型编号'),
  keyword: optionalText('搜索关键字', 50),
});
export type DictItemListBody = z.infer<typeof dictItemListBodySchema>;
export const dictItemListResponseSchema = okEnvelope(pageOf(dictItemSchema));

export const dictItemAddBodySchema = z.object({
  typeId: idSchema('字典类型编号'),
  label: requiredText('字典标签', 50),
  value: requiredText('字典值', 100),
  sort: sortSchema().default(0),
  isEnabled: z.boolean({ error: '是否启用必须是布尔值' }).default(true),
  remark: optionalText('备注', 200),
});
export type DictItemAddBody = z.infer<typeof dictItemAddBodySchema>;

export const dictItemEditBodySchema = dictItemAddBodySchema
  .omit({ typeId: true })
  .extend({ id: idSchema('字典项编号') });
export type DictItemEditBody = z.infer<typeof dictItemEditBodySchema>;
export const dictItemResponseSchema = okEnvelope(dictItemSchema);

/** Options of several dictionaries at once, keyed by dictionary code (enabled items only). */
export const dictOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  sort: z.number().int(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;

export const dictItemsByCodesBodySchema = z.object({
  codes: z
    .array(dictCodeSchema, { error: '请提供要查询的字典编码列表 codes' })
    .min(1, { error: '请至少提供一个字典编码' })
    .max(20, { error: '一次最多查询 20 个字典' }),
});
export const dictItemsByCodesResponseSchema = okEnvelope(z.record(z.string(), z.array(dictOptionSchema)));

export const dictRemoveParamsSchema = z.object({ id: idSchema('编号') });
export const dictRemoveResponseSchema = okEnvelope(z.null());

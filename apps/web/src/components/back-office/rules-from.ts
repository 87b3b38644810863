import type { FormRule } from 'antd';
import type { z } from 'zod';
import { zodRule } from '../../lib/form-rules';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;
type Validator = NonNullable<RuleObject['validator']>;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * antd rules for one field of a shared zod object schema: the page refuses what the server
 * would, with the same Chinese message. A field the schema requires gets the required mark
 * and the schema's own message (请输入角色名称); `required: true` on a field the schema lets
 * be empty adds antd's 请输入{label} (spec §5); `required: false` lets an empty value through.
 */
export function rulesFrom<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  options: { required?: boolean } = {},
): FormRule[] {
  const fieldSchema = schema.shape[field] as unknown as z.ZodType;
  const check = (zodRule(fieldSchema) as RuleObject).validator as Validator;
  const schemaRequires = !fieldSchema.safeParse(undefined).success;
  const required = options.required ?? schemaRequires;

  if (!required)
    return [
      {
        validator: (rule, value: unknown, callback) =>
          isEmpty(value) ? Promise.resolve() : check(rule, value, callback),
      },
    ];
  if (schemaRequires) return [{ required: true, validator: check }];
  return [{ required: true }, { validator: check }];
}

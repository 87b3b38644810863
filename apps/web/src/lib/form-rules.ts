import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * An antd form rule that runs the same zod schema the server validates with, so the page
 * and the API give the same Chinese message for the same mistake.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === '' ? undefined : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? '格式不正确');
    },
  };
}

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** The confirmation field must repeat the password field. */
export function matchesField(
  field: string,
  message: string,
): (form: { getFieldValue(name: string): unknown }) => RuleObject {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== form.getFieldValue(field)) throw new Error(message);
    },
  });
}

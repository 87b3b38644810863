import { z } from 'zod';
import { okEnvelope } from '../api/envelope';

/** One line of the personal home's 待办: what waits, how many, and the screen that does it. */
export const todoItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  path: z.string(),
});
export type TodoItem = z.infer<typeof todoItemSchema>;
export const todoResponseSchema = okEnvelope(z.array(todoItemSchema));

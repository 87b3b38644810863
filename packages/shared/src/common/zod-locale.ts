import { z } from 'zod';

/**
 * Chinese fallback messages for the rare issue a schema has no message of its own for.
 * Both the server and the web call this once at start-up.
 */
export function useChineseZodMessages(): void {
  z.config(z.locales.zhCN());
}

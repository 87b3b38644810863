import { z } from 'zod';

/** Timestamps travel as ISO 8601 strings in UTC, e.g. 2026-11-22T03:00:00.000Z. */
export const timestampSchema = z.iso.datetime({ offset: true });

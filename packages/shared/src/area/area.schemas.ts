import { z } from 'zod';
import { okEnvelope } from '../api/envelope';

/**
 * A place in the area tree (GB/T 2260): province (2-digit code), city (4) or district (6).
 * A lot's region is a district; a filter on a shorter code means anywhere within it.
 */
export interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

export const areaNodeSchema: z.ZodType<AreaNode> = z
  .lazy(
    () =>
      z.object({
        code: z.string(),
        name: z.string(),
        children: z.array(areaNodeSchema).optional(),
      }),
    // Recursive: the API document refers to it by this name.
  )
  .meta({ id: 'AreaNode' });
export const areaTreeResponseSchema = okEnvelope(z.array(areaNodeSchema));

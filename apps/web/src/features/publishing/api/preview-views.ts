import { queryOptions } from '@tanstack/react-query';
import type { PreviewViews } from '../publishing-deps';

/** Not an endpoint: the public pages' views, loaded as a chunk once and kept for the session. */
export const previewViewsKey = () => ['publishing', 'previewViews'] as const;

export const previewViewsQuery = (load: () => Promise<PreviewViews>) =>
  queryOptions({
    queryKey: previewViewsKey(),
    queryFn: load,
    staleTime: Infinity,
    gcTime: Infinity,
    // Components, not data: nothing to compare.
    structuralSharing: false,
  });

import type { ReactNode } from 'react';
import { useCan } from './use-can';

/**
 * Renders its children only for users holding the button code (spec §5's permission
 * directive): the element is removed, not just hidden.
 */
export function Can({
  code,
  children,
  fallback = null,
}: {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useCan(code) ? children : fallback;
}

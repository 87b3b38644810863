import { useSessionStore } from '../../stores/session-store';

/** Whether the signed-in user holds a button code; false when their button list is empty. */
export function useCan(code: string): boolean {
  return useSessionStore((state) => state.button.some((button) => button.code === code));
}

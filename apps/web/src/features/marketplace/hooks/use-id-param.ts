import { useSearchParams } from 'react-router';

/** A record's id from the address (`?id=12`); `valid` only for a positive whole number. */
export function useIdParam(name = 'id'): { id: number; valid: boolean } {
  const [params] = useSearchParams();
  const id = Number(params.get(name));
  return { id, valid: Number.isSafeInteger(id) && id > 0 };
}

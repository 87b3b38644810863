import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/**
 * What a list shows, read from the URL so links, reloads and Back keep it:
 * `?keyword=x&status=1&current=2&size=10&sort=createdAt&order=desc`.
 */
export interface ListState {
  /** 1-based page, as pageQuerySchema expects. */
  current: number;
  size: number;
  sort?: string;
  order?: SortOrder;
  /**
   * Every other parameter, as text. A dateRange filter `x` is held as `xFrom` and `xTo`
   * (YYYY-MM-DD), names a request body can take as they are.
   */
  filters: Record<string, string | undefined>;
}

export interface ListDefaults {
  size?: number;
  sort?: string;
  order?: SortOrder;
  /**
   * For a page with two lists: this list's parameters become `<prefix>.current` and so on,
   * and reset clears only them. Without a prefix the list owns the whole query string.
   */
  prefix?: string;
}

export interface ListUrlState {
  state: ListState;
  /** Replaces all filters and goes back to page 1. */
  setFilters: (filters: Record<string, string | undefined>) => void;
  setPage: (current: number, size: number) => void;
  /** A new sort starts again at page 1; no field means the default order. */
  setSort: (sort?: string, order?: SortOrder) => void;
  /** Clears the list's parameters from the URL: defaults again. */
  reset: () => void;
}

const PAGING_KEYS = ['current', 'size', 'sort', 'order'] as const;
const DEFAULT_SIZE = 10;
/** pageQuerySchema refuses more. */
const MAX_SIZE = 100;

function positiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

export function readListState(params: URLSearchParams, defaults: ListDefaults = {}): ListState {
  const key = keyOf(defaults.prefix);
  const sort = params.get(key('sort')) || undefined;
  const order = params.get(key('order'));
  const filters: Record<string, string | undefined> = {};
  for (const [name, value] of params) {
    const own = ownName(name, defaults.prefix);
    if (own === undefined || (PAGING_KEYS as readonly string[]).includes(own) || value === '') continue;
    filters[own] = value;
  }
  return {
    current: positiveInt(params.get(key('current')), 1),
    size: positiveInt(params.get(key('size')), defaults.size ?? DEFAULT_SIZE, MAX_SIZE),
    sort: sort ?? defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : sort ? undefined : defaults.order,
    filters,
  };
}

/** The URL for a state: defaults are left out so a fresh list has a clean address. */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  defaults: ListDefaults = {},
): URLSearchParams {
  const key = keyOf(defaults.prefix);
  const next = new URLSearchParams();
  // Parameters of whatever else shares the URL stay (only possible with a prefix).
  for (const [name, value] of params)
    if (ownName(name, defaults.prefix) === undefined) next.append(name, value);
  for (const [name, value] of Object.entries(state.filters)) if (value) next.set(key(name), value);
  if (state.current !== 1) next.set(key('current'), String(state.current));
  if (state.size !== (defaults.size ?? DEFAULT_SIZE)) next.set(key('size'), String(state.size));
  if (state.sort && (state.sort !== defaults.sort || state.order !== defaults.order)) {
    next.set(key('sort'), state.sort);
    if (state.order) next.set(key('order'), state.order);
  }
  return next;
}

const keyOf = (prefix?: string) => (name: string) => (prefix ? `${prefix}.${name}` : name);

/** The list's own name for a URL parameter, or undefined when the parameter is not the list's. */
function ownName(name: string, prefix?: string): string | undefined {
  if (!prefix) return name;
  return name.startsWith(`${prefix}.`) ? name.slice(prefix.length + 1) : undefined;
}

export function useListUrlState(defaults: ListDefaults = {}): ListUrlState {
  const [params, setParams] = useSearchParams();
  const { size, sort, order, prefix } = defaults;
  const stable = useMemo(() => ({ size, sort, order, prefix }), [size, sort, order, prefix]);
  const state = useMemo(() => readListState(params, stable), [params, stable]);

  const go = useCallback(
    (change: (current: ListState) => ListState) =>
      setParams((latest) => writeListState(latest, change(readListState(latest, stable)), stable)),
    [setParams, stable],
  );

  return {
    state,
    setFilters: useCallback(
      (filters) => go((current) => ({ ...current, filters: { ...filters }, current: 1 })),
      [go],
    ),
    setPage: useCallback((current, pageSize) => go((state) => ({ ...state, current, size: pageSize })), [go]),
    setSort: useCallback(
      (field, direction) =>
        go((state) =>
          field && direction
            ? { ...state, sort: field, order: direction, current: 1 }
            : { ...state, sort: stable.sort, order: stable.order, current: 1 },
        ),
      [go, stable],
    ),
    reset: useCallback(
      () =>
        setParams((latest) => writeListState(latest, readListState(new URLSearchParams(), stable), stable)),
      [setParams, stable],
    ),
  };
}

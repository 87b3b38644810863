import { useMatches } from 'react-router';

/** What a route tells the shell: its title, and for a page still to come, what it will do. */
export interface RouteHandle {
  title: string;
  description?: string;
  area?: 'public' | 'personal-center';
}

export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle;
  }
  return undefined;
}

import { Grid } from 'antd';

/** A drawer as wide as asked on a desktop, and the whole screen on a phone. */
export function useDrawerWidth(desktop: number): number {
  const phone = Grid.useBreakpoint().sm === false;
  return phone && typeof window !== 'undefined' ? window.innerWidth : desktop;
}

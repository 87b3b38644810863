import { AppstoreOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import * as MENU_ICON_SET from './menu-icon-set';

const MENU_ICONS: Readonly<Record<string, ComponentType>> = MENU_ICON_SET;

/** A side-menu entry's icon by its name in the menu_icon dictionary; an unknown name gets the default. */
export function MenuIcon({ name }: { name: string | null }) {
  const Icon = (name && MENU_ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { beforeAll, expect } from 'vitest';
import { lateBound } from './late-bound';
import type { TestApp } from './test-app';
import { useTestApp } from './use-test-app';

/**
 * The menu tests' app (see useTestApp) with the admin and auditor signed in, 系统管理 (the
 * seeded parent of new menus) and the calls those tests make, as the admin unless told.
 */
export function useMenuTestApp() {
  const { t, tokens } = useTestApp({ signIn: ['admin', 'auditor'] });
  const systemManage = lateBound<MenuNode>('系统管理');

  const send = (
    name: Parameters<TestApp['send']>[0],
    input: Record<string, unknown> = {},
    token = tokens.admin,
  ) => t.send(name, input, token);

  async function tree(token = tokens.admin): Promise<MenuNode[]> {
    const response = await send('menuTree', {}, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MenuNode[] }>().data;
  }

  beforeAll(async () => {
    systemManage.set((await tree()).find((menu) => menu.code === 'SystemManage')!);
  });

  /** A menu under 系统管理 unless the fields name another parent. */
  async function addMenu(fields: Record<string, unknown>): Promise<MenuNode> {
    const response = await send('menuAdd', { type: 'menu', parentId: systemManage.handle.id, ...fields });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MenuNode }>().data;
  }

  async function addButton(parentId: number, code: string): Promise<MenuNode> {
    const response = await send('menuAdd', { type: 'button', parentId, code, name: `按钮${code}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: MenuNode }>().data;
  }

  /** The newest operation-log entry about a menu (or 'tree' for maintenance). */
  async function latestLog(targetId: number | string) {
    const response = await send('operationLogPage', { targetType: 'menu', targetId: String(targetId) });
    return response.json<{ data: { records: OperationLog[] } }>().data.records[0];
  }

  return { t, tokens, systemManage: systemManage.handle, send, tree, addMenu, addButton, latestLog };
}

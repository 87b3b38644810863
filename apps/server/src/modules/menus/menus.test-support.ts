import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import type { OperationLog } from '@lyp/shared/system/operation-log.schemas';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** A test app with the admin and auditor signed in, and the calls the menu tests make. */
export async function createMenuTestApp() {
  const t = await createTestApp();
  const admin = await t.signIn('admin');
  const auditor = await t.signIn('auditor');

  const send = (name: Parameters<TestApp['send']>[0], input: Record<string, unknown> = {}, token = admin) =>
    t.send(name, input, token);

  async function tree(token = admin): Promise<MenuNode[]> {
    const response = await send('menuTree', {}, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: MenuNode[] }>().data;
  }

  const systemManage = (await tree()).find((menu) => menu.code === 'SystemManage')!;

  /** A menu under 系统管理 unless the fields name another parent. */
  async function addMenu(fields: Record<string, unknown>): Promise<MenuNode> {
    const response = await send('menuAdd', { type: 'menu', parentId: systemManage.id, ...fields });
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

  return { t, admin, auditor, systemManage, send, tree, addMenu, addButton, latestLog };
}

export type MenuTestApp = Awaited<ReturnType<typeof createMenuTestApp>>;

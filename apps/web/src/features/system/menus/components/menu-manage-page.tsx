import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { errorMessage } from '../../../../components/back-office/error-message';
import { Can } from '../../../../components/permission/can';
import { call, queryKeyOf, queryOptionsOf } from '../../../../lib/api-call';
import { toMenuRows, ROOT_PARENT } from '../menu-rows';
import { ButtonFormModal, type ButtonFormTarget } from './button-form-modal';
import { MenuFormModal, type MenuFormTarget } from './menu-form-modal';
import { MenuMaintainTable } from './menu-maintain-table';
import { MenuTreeTable } from './menu-tree-table';
import { useFeedback } from '../../../../lib/feedback';

/** 菜单管理: the platform's menu and button tree, shared by every tenant. */
export function MenuManagePage() {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  const { data, error, isError, isFetching, refetch } = useQuery(queryOptionsOf('menuTree'));
  const nodes = useMemo(() => data ?? [], [data]);
  const rows = useMemo(() => toMenuRows(nodes), [nodes]);
  const [menuTarget, setMenuTarget] = useState<MenuFormTarget>();
  const [buttonTarget, setButtonTarget] = useState<ButtonFormTarget>();
  const [maintaining, setMaintaining] = useState(false);
  // Top-level menus open at first: the tree has about a hundred entries.
  const [expandedKeys, setExpandedKeys] = useState<Key[]>();
  const expanded = expandedKeys ?? rows.map((row) => row.id);
  const menuIds = nodes.filter((node) => node.type === 'menu').map((node) => node.id);

  const remove = async (row: MenuNode) => {
    await call('menuRemove', { id: row.id });
    void message.success('已删除');
    await queryClient.invalidateQueries({ queryKey: queryKeyOf('menuTree') });
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            菜单管理
          </Typography.Title>
          {!maintaining && (
            <Flex gap={8} wrap>
              <Button onClick={() => setExpandedKeys(expanded.length < menuIds.length ? menuIds : [])}>
                {expanded.length < menuIds.length ? '展开全部' : '折叠全部'}
              </Button>
              <Can code={PERMISSIONS.menuEdit.code}>
                <Button onClick={() => setMaintaining(true)} disabled={nodes.length === 0}>
                  维护
                </Button>
              </Can>
              <Can code={PERMISSIONS.menuAdd.code}>
                <Button type="primary" onClick={() => setMenuTarget({ kind: 'add', parentId: ROOT_PARENT })}>
                  新增菜单
                </Button>
              </Can>
            </Flex>
          )}
        </Flex>
        {isError && (
          <Alert
            type="error"
            showIcon
            title={errorMessage(error)}
            action={
              <Button size="small" onClick={() => void refetch()}>
                重试
              </Button>
            }
          />
        )}
        {maintaining ? (
          <MenuMaintainTable
            nodes={nodes}
            expandedKeys={expanded}
            onExpandedKeysChange={setExpandedKeys}
            onDone={() => setMaintaining(false)}
          />
        ) : (
          <MenuTreeTable
            rows={rows}
            loading={isFetching}
            expandedKeys={expanded}
            onExpandedKeysChange={setExpandedKeys}
            actions={{
              addChildMenu: (parent) => setMenuTarget({ kind: 'add', parentId: parent.id }),
              addButton: (parent) => setButtonTarget({ kind: 'add', parentId: parent.id }),
              edit: (row) =>
                row.type === 'menu'
                  ? setMenuTarget({ kind: 'edit', menu: row })
                  : setButtonTarget({ kind: 'edit', button: row }),
              remove,
            }}
          />
        )}
      </Flex>
      <MenuFormModal target={menuTarget} nodes={nodes} onClose={() => setMenuTarget(undefined)} />
      <ButtonFormModal target={buttonTarget} nodes={nodes} onClose={() => setButtonTarget(undefined)} />
    </Card>
  );
}

import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import type { MenuNode } from '@lyp/shared/system/menu-admin.schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { QueryError } from '../../../../components/feedback/query-error';
import { Can } from '../../../../components/permission/can';
import { menuTreeQuery, refreshMenuTree, removeMenuEntry } from '../api/menus';
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
  const { data, error, isError, isFetching, refetch } = useQuery(menuTreeQuery());
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
    await removeMenuEntry(row.id);
    void message.success('已删除');
    await refreshMenuTree(queryClient);
  };

  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            菜单管理
          </Typography.Title>
          {!maintaining && (
            <MenuToolbar
              allExpanded={expanded.length >= menuIds.length}
              onToggleExpand={() => setExpandedKeys(expanded.length < menuIds.length ? menuIds : [])}
              canMaintain={nodes.length > 0}
              onMaintain={() => setMaintaining(true)}
              onAdd={() => setMenuTarget({ kind: 'add', parentId: ROOT_PARENT })}
            />
          )}
        </Flex>
        {isError && <QueryError variant="inline" error={error} onRetry={() => void refetch()} />}
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

function MenuToolbar(props: {
  allExpanded: boolean;
  onToggleExpand: () => void;
  canMaintain: boolean;
  onMaintain: () => void;
  onAdd: () => void;
}) {
  return (
    <Flex gap={8} wrap>
      <Button onClick={props.onToggleExpand}>{props.allExpanded ? '折叠全部' : '展开全部'}</Button>
      <Can code={PERMISSIONS.menuEdit.code}>
        <Button onClick={props.onMaintain} disabled={!props.canMaintain}>
          维护
        </Button>
      </Can>
      <Can code={PERMISSIONS.menuAdd.code}>
        <Button type="primary" onClick={props.onAdd}>
          新增菜单
        </Button>
      </Can>
    </Flex>
  );
}

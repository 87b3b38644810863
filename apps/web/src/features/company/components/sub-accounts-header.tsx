import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Flex, Typography } from 'antd';
import { ExportButton } from '../../../components/back-office/export-button';
import { Can } from '../../../components/permission/can';
import { subAccountsApi } from '../api/sub-accounts';

/** 子账号管理's title and toolbar: 刷新, 导出 and 新增子账号 (once the list has loaded). */
export function SubAccountsHeader({
  refreshing,
  canAdd,
  onRefresh,
  onAdd,
}: {
  refreshing: boolean;
  canAdd: boolean;
  onRefresh: () => void;
  onAdd: () => void;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <div>
        <Typography.Title level={5} style={{ margin: 0 }}>
          子账号管理
        </Typography.Title>
        <Typography.Text type="secondary" className="lyp-sub-accounts__intro">
          为员工开设子账号：子账号以本企业身份登录，只能使用您授予的菜单和操作。
        </Typography.Text>
      </div>
      <Flex gap={8} wrap>
        <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
          刷新
        </Button>
        <Can code={PERMISSIONS.subAccountExport.code}>
          <ExportButton fileName="子账号管理.xlsx" download={subAccountsApi.export} />
        </Can>
        <Can code={PERMISSIONS.subAccountAdd.code}>
          <Button type="primary" icon={<PlusOutlined />} disabled={!canAdd} onClick={onAdd}>
            新增子账号
          </Button>
        </Can>
      </Flex>
    </Flex>
  );
}

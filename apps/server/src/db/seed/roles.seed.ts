import { MENU_CODES } from '@lyp/shared/permission/permission.schemas';
import type { RoleCode } from '@lyp/shared/rbac/roles';

export interface RoleSeed {
  code: RoleCode;
  name: string;
  description: string;
  /** Menu codes granted with their whole subtree (child menus and buttons). */
  grants: readonly string[] | 'all';
}

const everyone = [MENU_CODES.dashboard, MENU_CODES.notFound];

export const ROLES: readonly RoleSeed[] = [
  {
    code: 'buyer',
    name: '买受人',
    description: '浏览标的、缴纳保证金、出价、支付货款，查看订单与合同',
    grants: [...everyone, 'BuyerCenter', 'ContractCenter', 'OpenPlatform'],
  },
  {
    code: 'seller',
    name: '委托方',
    description: '发布竞价公告与标的，管理订单与结算，查看费用合同与佣金',
    grants: [...everyone, 'SellerCenter', 'ContractCenter', 'OpenPlatform'],
  },
  {
    code: 'auditor',
    name: '审核员',
    description: '审核竞价公告、保证金缴纳与退还、注册申请，确认竞价订单货款并结算',
    grants: [...everyone, 'AuditCenter'],
  },
  {
    code: 'admin',
    name: '管理员',
    description: '管理菜单、角色、用户、字典、轮播图与佣金，拥有全部权限',
    grants: 'all',
  },
];

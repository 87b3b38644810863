import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';

/** The server's refusal for a company that may not have sub-accounts (not certified, or a sub-account). */
export const isNotAllowed = (error: unknown) =>
  error instanceof ApiError && error.body?.error === 'SUB_ACCOUNT_NOT_ALLOWED';

/**
 * Why there is no list: sub-accounts belong to a certified company and are managed by its main
 * account. The server's own reason is shown when it gave one.
 */
export function SubAccountsUnavailable({ reason }: { reason?: string | undefined }) {
  const subAccountOf = useSessionStore((state) => state.subAccountInfo?.companyName);
  const actingForCompany = useSessionStore(
    (state) => state.org.find((entry) => entry.isCurrent)?.orgType === 'company',
  );
  if (subAccountOf)
    return (
      <Result
        status="info"
        title="子账号由企业主账号管理"
        subTitle={`您是「${subAccountOf}」的子账号，不能管理其他子账号。如需新增或调整权限，请联系企业的主账号。`}
      />
    );
  // Acting personally (a newly certified company is not yet the one acted for): switch first.
  if (!actingForCompany)
    return (
      <Result
        status="info"
        title="请切换到企业身份"
        subTitle={
          reason ??
          '子账号属于已认证的企业：请在页面顶部切换到该企业后再管理子账号；还没有企业认证的，请先申请。'
        }
        extra={
          <Link to={`${ROUTES.certify.path}?tab=company`}>
            <Button type="primary">查看企业认证</Button>
          </Link>
        }
      />
    );
  return (
    <Result
      status="info"
      title="请先完成企业认证"
      subTitle={
        reason ??
        '子账号管理仅对已通过企业认证的企业开放：认证后可为员工开设子账号，并按需分配菜单与操作权限。'
      }
      extra={
        <Link to={`${ROUTES.certify.path}?tab=company`}>
          <Button type="primary">去企业认证</Button>
        </Link>
      }
    />
  );
}

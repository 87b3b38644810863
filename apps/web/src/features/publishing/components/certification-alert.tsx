import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';

/** Whether the current organisation may send bulletins to review (the server's COMPANY_NOT_CERTIFIED). */
export function useCompanyCertified(): boolean {
  return useSessionStore((state) => state.companyInfo?.certificationStatus === 'approved');
}

const PENDING_TEXT: Record<string, string> = {
  submitted: '企业认证正在审核中，审核通过后即可提交公告审核；现在可以先编辑并保存草稿。',
  rejected: '企业认证未通过，请修改认证资料后重新提交；现在可以先编辑并保存草稿。',
};

/** Publishing needs 企业认证: said before the seller spends time on a bulletin they cannot send. */
export function CertificationAlert() {
  const certified = useCompanyCertified();
  const status = useSessionStore((state) => state.companyInfo?.certificationStatus ?? 'none');
  if (certified) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="发布竞价公告需先完成企业认证"
      description={
        PENDING_TEXT[status] ?? '当前组织尚未通过企业认证，公告可以保存为草稿，但提交审核前须完成企业认证。'
      }
      action={
        <Link to={ROUTES.certify.path}>
          <Button size="small" type="primary">
            {status === 'submitted' ? '查看认证进度' : '立即认证'}
          </Button>
        </Link>
      }
    />
  );
}

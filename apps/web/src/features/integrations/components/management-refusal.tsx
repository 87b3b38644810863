import { Alert, Button } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session-store';

/**
 * Why the caller may not make or change what the page lists (the server's words): a personal
 * account, a sub-account, an uncertified company. What is already there can still be looked at.
 */
export function ManagementRefusal({ title, refusal }: { title: string; refusal: string }) {
  // Certifying or switching to the company is the way on; a sub-account must ask its main account.
  const isSubAccount = useSessionStore((state) => state.subAccountInfo !== null);
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      description={refusal}
      action={
        isSubAccount ? undefined : (
          <Link to={`${ROUTES.certify.path}?tab=company`}>
            <Button size="small">查看企业认证</Button>
          </Link>
        )
      }
    />
  );
}

import { PASSWORD_MAX_AGE_DAYS } from '@lyp/shared/account/account.schemas';
import { ROUTES } from '../../../config/paths';
import { feedback } from '../../../lib/feedback';

/** Spec §5: the password is too old; the sign-in was discarded, and this offers the way out. */
export function showPasswordExpiredDialog(goTo: (path: string) => void): void {
  feedback().modal.confirm({
    title: `您的密码已超过${PASSWORD_MAX_AGE_DAYS}天未修改`,
    content: '为了您的账号安全，请前往修改密码，否则将无法登录。',
    okText: '前往修改',
    cancelText: '取消',
    onOk: () => goTo(ROUTES.forgetPassword.path),
  });
}

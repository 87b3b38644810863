import { PASSWORD_MAX_AGE_DAYS } from '@lyp/shared/account/account.schemas';
import { changePasswordPath, type PasswordChangeReason } from '../lib/change-password-path';
import { feedback } from '../../../lib/feedback';

export type { PasswordChangeReason };

const TEXTS: Record<PasswordChangeReason, { title: string; content: string }> = {
  expired: {
    title: `您的密码已超过${PASSWORD_MAX_AGE_DAYS}天未修改`,
    content: '为了您的账号安全，请前往修改密码，否则将无法登录。',
  },
  admin_reset: {
    title: '您的密码已被管理员重置',
    content: '您正在使用管理员提供的临时密码，请前往修改密码后再登录。',
  },
};

/** The sign-in was discarded because the password must be changed; this offers the way out. */
export function showPasswordExpiredDialog(
  goTo: (path: string) => void,
  reason: PasswordChangeReason = 'expired',
  account = '',
): void {
  feedback().modal.confirm({
    ...TEXTS[reason],
    okText: '前往修改',
    cancelText: '取消',
    onOk: () => goTo(changePasswordPath(account, reason)),
  });
}

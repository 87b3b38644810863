import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { MODAL_WIDTH } from './form-modal';
import { useFeedback } from '../../lib/feedback';

/**
 * What the modal shows: the answer of creating an account or resetting its password (user
 * administration's, a company's sub-account's), whose user is named by whatever it has.
 */
export interface TemporaryPasswordShown {
  temporaryPassword: string;
  user: { actualName?: string | null; username?: string | null; phone: string };
}

/**
 * The temporary password of a new account or a reset, shown this once: the server keeps only
 * its hash. The administrator copies it and hands it to the user, who must replace it at sign-in.
 */
export function TemporaryPasswordModal({
  shown,
  title,
  note,
  onClose,
}: {
  shown: TemporaryPasswordShown | undefined;
  title: string;
  /** What else the administrator should know (a reset ended the user's sessions). */
  note?: string;
  onClose: () => void;
}) {
  const { message } = useFeedback();
  const name = shown ? shown.user.actualName || shown.user.username || shown.user.phone : '';

  const copy = async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.temporaryPassword);
      void message.success('临时密码已复制');
    } catch {
      void message.error('无法访问剪贴板，请手动选中密码复制');
    }
  };

  return (
    <Modal
      title={title}
      open={shown !== undefined}
      width={MODAL_WIDTH}
      onCancel={onClose}
      maskClosable={false}
      // Once closed, the password is gone from the page too.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已记下
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          用户「{name}」的临时密码如下。关闭后将无法再次查看，请复制后告知用户；用户登录时须先修改密码。
        </Typography.Text>
        <Flex gap={8} align="center">
          <Typography.Text code style={{ fontSize: 18 }} aria-label="临时密码">
            {shown?.temporaryPassword}
          </Typography.Text>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            复制
          </Button>
        </Flex>
        {note && <Alert type="warning" showIcon title={note} />}
      </Flex>
    </Modal>
  );
}

import { Alert, Button, Flex, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';

const COPY_TIPS: [string, string] = ['复制', '已复制'];

/** A labelled line of the dialog. */
export function SecretLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** A value to copy character for character (an id, the secret), named by its label. */
export function CopyableValue({
  label,
  value,
  wrap = false,
}: {
  label: string;
  value: string;
  wrap?: boolean;
}) {
  return (
    <SecretLine label={label}>
      <Typography.Text
        code
        copyable={{ tooltips: COPY_TIPS }}
        className={wrap ? 'lyp-integrations__mono lyp-integrations__secret' : 'lyp-integrations__mono'}
        aria-label={label}
      >
        {value}
      </Typography.Text>
    </SecretLine>
  );
}

/**
 * A command or snippet to copy: one monospace block, its lines as written, scrolled sideways when
 * a line is longer than the dialog (never broken inside a word), with a copy button by its label.
 */
export function CopyableExample({ label, text }: { label: string; text: string }) {
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{label}</Typography.Text>
        <Typography.Text copyable={{ text, tooltips: ['复制代码', '已复制'] }} />
      </Flex>
      <pre className="lyp-integrations__code" aria-label={label}>
        {text}
      </pre>
    </Flex>
  );
}

/**
 * A secret shown this once: the server keeps only its hash or a sealed copy it never shows again.
 * Only 我已保存 closes it, so a stray click or Esc does not lose the secret before it is copied.
 */
export function OneTimeSecretModal({
  title,
  open,
  onClose,
  children,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  /** The secret and what goes with it: SecretLine, CopyableValue, CopyableExample. */
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      open={open}
      // Wide enough for the examples' usual lines; a longer one scrolls sideways in its block.
      width={720}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      // Once closed, the secret is gone from the page too.
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          我已保存
        </Button>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon title="密钥只显示这一次，关闭后无法再次查看；如遗失请重置密钥。" />
        {children}
      </Flex>
    </Modal>
  );
}

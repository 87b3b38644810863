import type { ModalFuncProps } from 'antd';
import { useCallback, type ReactNode } from 'react';
import { feedback, useFeedback } from '../../lib/feedback';
import { errorMessage } from './error-message';

/** Spec §9: confirm dialogs are 416 wide. */
export const CONFIRM_WIDTH = 416;

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** May return a promise: the OK button spins until it settles. */
  onOk: () => unknown;
  /** A destructive action (delete, disable): red OK button. */
  danger?: boolean;
  okText?: string;
}

/**
 * A failure in onOk closes the dialog and shows its message: leaving it open would only
 * invite the same click again.
 */
function confirmProps(options: ConfirmOptions, showError: (text: string) => void): ModalFuncProps {
  return {
    title: options.title,
    content: options.content,
    width: CONFIRM_WIDTH,
    okText: options.okText ?? '确定',
    cancelText: '取消',
    okButtonProps: { danger: options.danger },
    onOk: async () => {
      try {
        await options.onOk();
      } catch (error) {
        showError(errorMessage(error));
      }
    },
  };
}

/** For code outside components; inside one prefer useConfirm (it follows the app's theme). */
export function confirmAction(options: ConfirmOptions): void {
  const api = feedback();
  api.modal.confirm(confirmProps(options, (text) => void api.message.error(text)));
}

export function useConfirm(): (options: ConfirmOptions) => void {
  const { modal, message } = useFeedback();
  return useCallback(
    (options: ConfirmOptions) => {
      modal.confirm(confirmProps(options, (text) => void message.error(text)));
    },
    [modal, message],
  );
}

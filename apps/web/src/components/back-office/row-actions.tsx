import { Button, Space } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useSessionStore } from '../../stores/session-store';
import { Can } from '../permission/can';
import { useConfirm } from './confirm';
import { errorMessage } from './error-message';
import { useFeedback } from '../../lib/feedback';

/** A link-button in a list row's 操作 column. */
export interface RowAction<Row> {
  key: string;
  label: ReactNode;
  /** Button code the user must hold (spec §5's permission directive); without it the action is removed. */
  code?: string;
  /** May return a promise; a failure is shown as a message. */
  onClick: (row: Row) => unknown;
  danger?: boolean;
  /** Ask first (delete, disable): the confirm dialog's title and text for this row. */
  confirm?: (row: Row) => { title: ReactNode; content?: ReactNode };
  hidden?: (row: Row) => boolean;
  disabled?: (row: Row) => boolean;
}

/** Whether the user may see at least one of the actions: if not, the 操作 column goes too. */
export function useAnyActionAllowed<Row>(actions: RowAction<Row>[] | undefined): boolean {
  return useSessionStore((state) =>
    (actions ?? []).some((action) => !action.code || state.button.some((held) => held.code === action.code)),
  );
}

export function RowActions<Row>({
  row,
  actions,
  asButtons = false,
}: {
  row: Row;
  actions: RowAction<Row>[];
  /** Full buttons, big enough for a finger (a card's foot on a phone), not a table's link-buttons. */
  asButtons?: boolean;
}) {
  const confirm = useConfirm();
  const { message } = useFeedback();

  const run = async (action: RowAction<Row>) => {
    try {
      await action.onClick(row);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };

  return (
    <Space size={asButtons ? 8 : 0} wrap>
      {actions
        .filter((action) => !action.hidden?.(row))
        .map((action) => {
          const button = (
            <Button
              type={asButtons ? 'default' : 'link'}
              size={asButtons ? 'middle' : 'small'}
              danger={action.danger}
              disabled={action.disabled?.(row)}
              onClick={() => {
                if (action.confirm)
                  confirm({ ...action.confirm(row), danger: action.danger, onOk: () => action.onClick(row) });
                else void run(action);
              }}
            >
              {action.label}
            </Button>
          );
          return action.code ? (
            <Can key={action.key} code={action.code}>
              {button}
            </Can>
          ) : (
            <Fragment key={action.key}>{button}</Fragment>
          );
        })}
    </Space>
  );
}

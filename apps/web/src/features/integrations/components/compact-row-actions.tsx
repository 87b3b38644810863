import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useConfirm } from '../../../components/back-office/confirm';
import { errorMessage } from '../../../components/back-office/error-message';
import { RowActions, type RowAction } from '../../../components/back-office/row-actions';
import { useFeedback } from '../../../lib/feedback';
import { useSessionStore } from '../../../stores/session-store';

/**
 * A table row's actions on one line: the common ones as link-buttons, the rarer ones (`more`, by
 * key: 重置密钥, 停用, 删除) in a 更多 menu. Each keeps its permission code, hiding, disabling and
 * confirm dialog; 更多 goes when none of its actions applies to the row.
 */
export function CompactRowActions<Row>({
  row,
  actions,
  more,
}: {
  row: Row;
  actions: RowAction<Row>[];
  more: readonly string[];
}) {
  const held = useSessionStore((state) => state.button);
  const confirm = useConfirm();
  const { message } = useFeedback();
  const shown = actions.filter((action) => !more.includes(action.key));
  const tucked = actions.filter(
    (action) =>
      more.includes(action.key) &&
      !action.hidden?.(row) &&
      (!action.code || held.some((button) => button.code === action.code)),
  );

  const run = async (action: RowAction<Row>) => {
    try {
      await action.onClick(row);
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  const menu: MenuProps = {
    items: tucked.map((action) => ({
      key: action.key,
      label: action.label,
      danger: action.danger,
      disabled: action.disabled?.(row),
    })),
    onClick: ({ key }) => {
      const action = tucked.find((each) => each.key === key);
      if (!action) return;
      if (action.confirm)
        confirm({ ...action.confirm(row), danger: action.danger, onOk: () => action.onClick(row) });
      else void run(action);
    },
  };

  return (
    <Flex align="center" wrap={false} className="lyp-integrations__actions">
      <RowActions row={row} actions={shown} />
      {tucked.length > 0 && (
        <Dropdown menu={menu} trigger={['click']} placement="bottomRight">
          <Button type="link" size="small" icon={<DownOutlined aria-hidden />} iconPlacement="end">
            更多
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}

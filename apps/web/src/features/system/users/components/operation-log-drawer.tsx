import { Drawer } from 'antd';
import { OperationLogTable } from './operation-log-table';

/** 操作日志: the tenant's administrative changes, searchable, with before and after. */
export function OperationLogDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer title="操作日志" open={open} onClose={onClose} size={880} destroyOnHidden>
      <OperationLogTable searchable />
    </Drawer>
  );
}

import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button } from 'antd';
import { Can } from '../../../components/permission/can';

/** A waiting application's 通过 and 驳回, each for whoever may take that decision. */
export function ReviewDecisionButtons<Row>({
  row,
  onApprove,
  onReject,
}: {
  row: Row;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
}) {
  return (
    <>
      <Can code={PERMISSIONS.registerReviewApprove.code}>
        <Button type="primary" onClick={() => onApprove(row)}>
          通过
        </Button>
      </Can>
      <Can code={PERMISSIONS.registerReviewReject.code}>
        <Button danger onClick={() => onReject(row)}>
          驳回
        </Button>
      </Can>
    </>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import type { RefundResultSummary } from '@lyp/shared/auction/deposit.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { ExportButton } from '../../../components/back-office';
import { Can } from '../../../components/permission/can';
import { useFeedback } from '../../../lib/feedback';
import { downloadRefundBatch, importRefundResult } from '../api/refunds';

/**
 * 待退还's batch tools: the refunds as the bank's batch payment file, and the bank's result file
 * read back, marking what it paid returned.
 */
export function RefundBatchTools({
  filters,
  onImported,
}: {
  filters: Record<string, unknown>;
  onImported: () => Promise<unknown>;
}) {
  const { message } = useFeedback();
  const [summary, setSummary] = useState<RefundResultSummary>();
  const importing = useMutation({
    mutationFn: importRefundResult,
    onSuccess: async (result) => {
      setSummary(result);
      await onImported();
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Can code={PERMISSIONS.marginReturnAudit.code}>
      <Space wrap>
        <ExportButton
          fileName="保证金批量代付.xlsx"
          download={() => downloadRefundBatch(filters)}
          onSaved={(headers) => {
            const missing = Number(headers.get('x-refund-missing-account') ?? 0);
            const payable = Number(headers.get('x-refund-payable') ?? 0);
            void message.success(
              missing > 0
                ? `已导出 ${payable} 笔；${missing} 笔缺少退款账户，列在文件第二页，请另行处理`
                : `已导出 ${payable} 笔，请在企业网银“批量代付”中导入`,
            );
          }}
        >
          批量代付文件
        </ExportButton>
        <Upload
          accept=".xlsx,.csv"
          showUploadList={false}
          customRequest={({ file }) => importing.mutate(file as File)}
          disabled={importing.isPending}
        >
          <Button icon={<UploadOutlined />} loading={importing.isPending}>
            导入代付结果
          </Button>
        </Upload>
      </Space>
      <Modal
        title="代付结果导入完成"
        open={summary !== undefined}
        onCancel={() => setSummary(undefined)}
        onOk={() => setSummary(undefined)}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={640}
      >
        {summary ? <SummaryView summary={summary} /> : null}
      </Modal>
    </Can>
  );
}

function SummaryView({ summary }: { summary: RefundResultSummary }) {
  const total = summary.returned.reduce((sum, refund) => sum + refund.amountFen, 0);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={summary.problems.length > 0 ? 'warning' : 'success'}
        showIcon
        title={`共 ${summary.rows} 行：${summary.returned.length} 笔标记为已退还（${formatFen(total)}），${summary.alreadyReturned} 笔此前已退还，${summary.problems.length} 行需人工处理`}
      />
      {summary.problems.length > 0 ? (
        <Table
          size="small"
          rowKey={(problem) => `${problem.row}-${problem.reference}`}
          pagination={false}
          dataSource={summary.problems}
          columns={[
            { title: '行号', dataIndex: 'row', width: 64 },
            { title: '客户业务编号', dataIndex: 'reference', width: 140 },
            { title: '原因', dataIndex: 'reason' },
          ]}
        />
      ) : null}
    </Space>
  );
}

import { InboxOutlined } from '@ant-design/icons';
import type { StatementImportSummary, StatementPreview } from '@lyp/shared/reconciliation/statement.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { placeServerErrors } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import { importStatement, previewStatement, statementLayoutsQuery } from '../api/statements';
import { ImportSummary } from './import-summary';
import { StatementMappingForm, type MappingForm } from './statement-mapping-form';

/** 导入对账单: upload, check the column mapping (remembered per bank), import, read what it did. */
export function ImportStatementModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => Promise<unknown>;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<MappingForm>();
  const [uploaded, setUploaded] = useState<{ fileId: string; preview: StatementPreview }>();
  const [summary, setSummary] = useState<StatementImportSummary>();
  const layouts = useQuery({ ...statementLayoutsQuery(), enabled: open });
  const close = () => {
    setUploaded(undefined);
    setSummary(undefined);
    form.resetFields();
    onClose();
  };
  const preview = useMutation({
    mutationFn: previewStatement,
    onSuccess: (result) => {
      setUploaded(result);
      const known = result.preview.layout;
      form.setFieldsValue({ ...(known?.mapping ?? result.preview.guess), layoutName: known?.name ?? '' });
    },
    onError: (error) => void message.error(error.message),
  });
  const run = useMutation({
    mutationFn: ({ layoutName, ...mapping }: MappingForm) =>
      importStatement({ fileId: uploaded!.fileId, layoutName, mapping }),
    onSuccess: async (result) => {
      setSummary(result);
      await onImported();
    },
    onError: (error) => void message.error(placeServerErrors(form, error) ?? error.message),
  });

  const footer = summary ? (
    <Button type="primary" onClick={close}>
      完成
    </Button>
  ) : uploaded ? (
    <Space>
      <Button onClick={() => setUploaded(undefined)}>重新选择文件</Button>
      <Button type="primary" loading={run.isPending} onClick={() => form.submit()}>
        开始导入
      </Button>
    </Space>
  ) : null;

  return (
    <Modal title="导入银行对账单" open={open} onCancel={close} width={820} footer={footer} destroyOnHidden>
      {summary ? (
        <ImportSummary summary={summary} />
      ) : uploaded ? (
        <StatementMappingForm
          form={form}
          preview={uploaded.preview}
          bankNames={(layouts.data ?? []).map((layout) => layout.name)}
          onFinish={(values) => run.mutate(values)}
        />
      ) : (
        <StatementDropzone reading={preview.isPending} onFile={(file) => preview.mutate(file)} />
      )}
    </Modal>
  );
}

function StatementDropzone({ reading, onFile }: { reading: boolean; onFile: (file: File) => void }) {
  return (
    <Upload.Dragger
      accept=".xlsx,.csv"
      maxCount={1}
      showUploadList={false}
      disabled={reading}
      customRequest={({ file }) => onFile(file as File)}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p>{reading ? '正在读取…' : '点击或拖拽银行导出的对账单到此处'}</p>
      <p className="ant-upload-hint">支持 .xlsx 与 .csv（UTF-8 或 GBK 编码）；.xls 请先另存为 .xlsx</p>
    </Upload.Dragger>
  );
}

import { InboxOutlined } from '@ant-design/icons';
import type {
  StatementImportSummary,
  StatementMapping,
  StatementPreview,
} from '@lyp/shared/reconciliation/statement.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AutoComplete, Button, Form, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { placeServerErrors } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import { importStatement, previewStatement, statementLayoutsQuery } from '../api/statements';
import { ImportSummary } from './import-summary';
import { MappingFields } from './mapping-fields';

type MappingForm = StatementMapping & { layoutName: string };

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
        <Form<MappingForm>
          form={form}
          layout="vertical"
          name="statement_mapping"
          onFinish={(values) => run.mutate(values)}
        >
          <Typography.Paragraph>
            文件「{uploaded.preview.fileName}」共 {uploaded.preview.rowCount} 行。
            {uploaded.preview.layout
              ? `已识别为「${uploaded.preview.layout.name}」的对账单，列映射已按上次填好。`
              : '首次导入该银行的对账单：请确认各列对应关系，导入后将按银行名称记住。'}
          </Typography.Paragraph>
          <Form.Item
            name="layoutName"
            label="银行名称"
            rules={[{ required: true, message: '请输入银行名称，如“中国工商银行”' }]}
          >
            <AutoComplete
              options={(layouts.data ?? []).map((layout) => ({ value: layout.name }))}
              placeholder="如：中国工商银行"
              maxLength={50}
            />
          </Form.Item>
          <MappingFields headers={uploaded.preview.headers} />
          <Typography.Text type="secondary">文件前几行：</Typography.Text>
          <Table
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={false}
            rowKey={(_row, index) => String(index)}
            columns={uploaded.preview.headers.map((header, index) => ({
              title: header,
              key: header,
              render: (_value: unknown, row: string[]) => row[index] ?? '',
            }))}
            dataSource={uploaded.preview.sampleRows}
          />
        </Form>
      ) : (
        <Upload.Dragger
          accept=".xlsx,.csv"
          maxCount={1}
          showUploadList={false}
          disabled={preview.isPending}
          customRequest={({ file }) => preview.mutate(file as File)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{preview.isPending ? '正在读取…' : '点击或拖拽银行导出的对账单到此处'}</p>
          <p className="ant-upload-hint">支持 .xlsx 与 .csv（UTF-8 或 GBK 编码）；.xls 请先另存为 .xlsx</p>
        </Upload.Dragger>
      )}
    </Modal>
  );
}

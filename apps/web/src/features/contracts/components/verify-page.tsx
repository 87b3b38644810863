import { CheckCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_PARTY_LABELS,
  type DocumentVerification,
} from '@lyp/shared/auction/contract.schemas';
import { formatFen } from '@lyp/shared/format/currency';
import { toChineseCapitals } from '@lyp/shared/format/money-capitals';
import { formatTimestamp } from '@lyp/shared/format/timestamp';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Input, Result, Skeleton, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../components/back-office/error-message';
import { contractVerifyQuery } from '../api/contracts-api';
import { sha256Hex } from '../lib/sha256-hex';

const VERIFY_ROOT = '/verify';

/** A copy of the PDF checked in the browser: its SHA-256 against the stored file's. */
function FileCheck({ expected }: { expected: string }) {
  const [outcome, setOutcome] = useState<{ name: string; matches: boolean }>();
  return (
    <Flex vertical gap={8}>
      <Upload
        accept="application/pdf"
        showUploadList={false}
        beforeUpload={async (file) => {
          const digest = await sha256Hex(await file.arrayBuffer());
          setOutcome({ name: file.name, matches: digest === expected });
          return false;
        }}
      >
        <Button icon={<SafetyCertificateOutlined />}>选择 PDF 文件比对</Button>
      </Upload>
      {outcome && (
        <Alert
          showIcon
          type={outcome.matches ? 'success' : 'error'}
          title={
            outcome.matches
              ? `“${outcome.name}”与平台存档的文件完全一致`
              : `“${outcome.name}”与平台存档的文件不一致：可能不是该版本，或已被修改`
          }
        />
      )}
    </Flex>
  );
}

function Verified({ result }: { result: DocumentVerification }) {
  const label = DOCUMENT_KIND_LABELS[result.kind];
  return (
    <Flex vertical gap={16}>
      <Result
        status="success"
        icon={<CheckCircleFilled />}
        title={`核验通过：这是平台出具的${label}`}
        subTitle="请核对纸质文件上的编号、当事人与金额是否与下列信息一致。"
      />
      {!result.isLatest && (
        <Alert
          type="warning"
          showIcon
          title={`这是第 ${result.version} 版，平台已出具第 ${result.latestVersion} 版（含更新的签署确认）`}
        />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'kind', label: '单据', children: `${label}（第 ${result.version} 版）` },
          { key: 'no', label: '编号', children: result.documentNo },
          { key: 'order', label: '订单编号', children: result.orderNo },
          { key: 'issued', label: '出具时间', children: formatTimestamp(new Date(result.issuedAt)) },
          { key: 'lot', label: '标的', children: result.lotTitle, span: 'filled' },
          { key: 'seller', label: '委托方', children: result.sellerName },
          { key: 'buyer', label: '买受人', children: result.buyerName },
          {
            key: 'price',
            label: '成交价',
            span: 'filled',
            children: `${formatFen(result.priceFen)}（人民币${toChineseCapitals(result.priceFen / 100)}）`,
          },
          {
            key: 'confirmations',
            label: '签署确认',
            span: 'filled',
            children:
              result.confirmations.length === 0
                ? '本版本无签署确认记录'
                : result.confirmations
                    .map(
                      (row) =>
                        `${DOCUMENT_PARTY_LABELS[row.party]}：${row.accountName}，${formatTimestamp(new Date(row.confirmedAt))}`,
                    )
                    .join('；'),
          },
          {
            key: 'sha',
            label: '文件 SHA-256',
            span: 'filled',
            children: (
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {result.sha256}
              </Typography.Text>
            ),
          },
        ]}
      />
      <FileCheck expected={result.sha256} />
    </Flex>
  );
}

/** 单据核验 (public): what a printed document's verification code stands for. */
export function VerifyPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const result = useQuery({
    ...contractVerifyQuery(code),
    enabled: code !== '',
    retry: false,
  });

  return (
    <Flex
      vertical
      gap={16}
      style={{
        maxWidth: 880,
        margin: '24px auto',
        padding: '0 16px',
        width: '100%',
        boxSizing: 'border-box',
      }}
    >
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          单据核验
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          输入成交确认书、合同、提货单或结算单右上角二维码下方的验证码，或用手机扫描二维码。
        </Typography.Paragraph>
        <Input.Search
          aria-label="验证码"
          placeholder="例如 K7Q2M9XW4P"
          enterButton="核验"
          maxLength={16}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onSearch={(value) => {
            const next = value.trim().toUpperCase();
            if (next) void navigate(`${VERIFY_ROOT}/${encodeURIComponent(next)}`);
          }}
        />
      </Card>
      {code !== '' && (
        <Card>
          {result.isPending ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : result.isError ? (
            <Result status="error" title="核验未通过" subTitle={errorMessage(result.error)} />
          ) : (
            <Verified result={result.data} />
          )}
        </Card>
      )}
    </Flex>
  );
}

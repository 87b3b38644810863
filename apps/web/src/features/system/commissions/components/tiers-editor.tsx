import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatFen } from '@lyp/shared/format/currency';
import { COMMISSION_MAX_TIERS } from '@lyp/shared/system/commission.schemas';
import { Button, Flex, Form, InputNumber, Typography, type FormInstance, type FormRule } from 'antd';
import { tierIssue, withoutThousands, withThousands, type TierField, type TierRow } from '../tiers-form';

/** The shared schema's verdict on one field, given all the rows (a bound depends on the one before). */
function tierRule(index: number, field: TierField): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const message = tierIssue((getFieldValue('tiers') as TierRow[] | undefined) ?? [], index, field);
      if (message) throw new Error(message);
    },
  });
}

/** Rules for the whole list: 1–10 bands (what no single field can say). */
const listRules = [
  {
    validator: async (_rule: unknown, rows: TierRow[] | undefined) => {
      const message = tierIssue(rows ?? [], null);
      if (message) throw new Error(message);
    },
  },
];

/** Where a band starts: the previous band's upper bound, which the user typed in yuan. */
function BandStart({ form, index }: { form: FormInstance; index: number }) {
  const previous = Form.useWatch(['tiers', index - 1, 'upToYuan'], form) as number | null | undefined;
  if (index === 0) return <span>¥0 起</span>;
  return <span>{typeof previous === 'number' ? `${formatFen(Math.round(previous * 100))} 起` : '—'}</span>;
}

/**
 * Commission bands as rows of 上限（元）and 费率（%）inside the caller's Form: each band starts
 * where the previous one ends, the last row is 以上 (no upper bound). A new band goes in before
 * the last one, so the last always stays unbounded.
 */
export function TiersEditor({
  form,
  disabled = false,
  compact = false,
}: {
  form: FormInstance;
  disabled?: boolean;
  /** Leaves out the 起点 column (a 520-wide modal has no room for it). */
  compact?: boolean;
}) {
  const grid = compact ? 'lyp-tiers__grid lyp-tiers__grid--compact' : 'lyp-tiers__grid';
  return (
    <Form.List name="tiers" rules={listRules}>
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={4}>
          <div className={`${grid} lyp-tiers__head`} aria-hidden>
            <span>档位</span>
            <span className="lyp-tiers__from">起点</span>
            <span>上限（元）</span>
            <span>费率（%）</span>
          </div>
          {fields.map((field, index) => (
            <TierRowFields
              key={field.key}
              form={form}
              grid={grid}
              name={field.name}
              index={index}
              isLast={index === fields.length - 1}
              disabled={disabled}
              onlyOne={fields.length === 1}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          {!disabled && (
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= COMMISSION_MAX_TIERS}
              onClick={() => add({ upToYuan: null, ratePercent: null }, Math.max(0, fields.length - 1))}
            >
              新增一档（最多 {COMMISSION_MAX_TIERS} 档）
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}

/** One band: its number, where it starts, its upper bound (none for the last) and its rate. */
function TierRowFields({
  form,
  grid,
  name,
  index,
  isLast,
  disabled,
  onlyOne,
  onRemove,
}: {
  form: FormInstance;
  grid: string;
  name: number;
  index: number;
  isLast: boolean;
  disabled: boolean;
  onlyOne: boolean;
  onRemove: () => void;
}) {
  const band = `第 ${index + 1} 档`;
  return (
    <div className={grid}>
      <Typography.Text className="lyp-tiers__text">{band}</Typography.Text>
      <span className="lyp-tiers__from lyp-tiers__text">
        <BandStart form={form} index={index} />
      </span>
      <span>
        {isLast ? (
          <Typography.Text type="secondary" className="lyp-tiers__text">
            以上（不设上限）
          </Typography.Text>
        ) : (
          <Form.Item
            name={[name, 'upToYuan']}
            rules={[tierRule(index, 'upToYuan')]}
            dependencies={index > 0 ? [['tiers', index - 1, 'upToYuan']] : []}
          >
            <InputNumber
              aria-label={`${band}上限（元）`}
              min={0}
              precision={2}
              formatter={withThousands}
              parser={withoutThousands}
              placeholder="上限（元）"
              disabled={disabled}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
      </span>
      <Form.Item name={[name, 'ratePercent']} rules={[tierRule(index, 'ratePercent')]}>
        <InputNumber
          aria-label={`${band}费率（%）`}
          min={0}
          precision={2}
          suffix="%"
          placeholder="0–5"
          disabled={disabled}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {disabled ? (
        <span />
      ) : (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除${band}`}
          disabled={onlyOne}
          onClick={onRemove}
        />
      )}
    </div>
  );
}

import { PlusOutlined } from '@ant-design/icons';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { Button, Form, Typography } from 'antd';
import { useConfirm } from '../../../components/back-office';
import { copyOfLot, newLotValues, type LotFormValues } from '../lib/bulletin-form-values';
import { LotCardFields } from './lot-card-fields';

/** The bulletin's lots, one card each: move, remove (after asking) and add, up to the limit. */
export function LotListFields({ onChanged }: { onChanged: () => void }) {
  const confirm = useConfirm();
  const form = Form.useFormInstance();
  /** The lot at `at` comes into view once the list has drawn it. */
  const scrollTo = (at: number) =>
    setTimeout(() => document.getElementById(`lot-${at}`)?.scrollIntoView({ behavior: 'smooth' }));
  return (
    <Form.List name="lots">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field) => (
            <LotCardFields
              key={field.key}
              index={field.name}
              count={fields.length}
              canCopy={fields.length < AUCTION_RULES.maxLotsPerBulletin}
              onCopy={(index) => {
                add(copyOfLot(form.getFieldValue(['lots', index]) as LotFormValues), index + 1);
                onChanged();
                scrollTo(index + 2);
              }}
              onMove={(from, to) => {
                move(from, to);
                onChanged();
              }}
              onRemove={(index) =>
                confirm({
                  title: `确定删除标的 ${index + 1} 吗？`,
                  content: '该标的已填写的内容、图片与看货安排将一并移除（保存后生效）。',
                  danger: true,
                  okText: '删除',
                  onOk: () => {
                    remove(index);
                    onChanged();
                  },
                })
              }
            />
          ))}
          {fields.length < AUCTION_RULES.maxLotsPerBulletin ? (
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              className="lyp-add-lot"
              onClick={() => {
                add(newLotValues());
                onChanged();
                // The new lot is at the bottom, below the fold: take the seller there.
                scrollTo(fields.length + 1);
              }}
            >
              添加标的
            </Button>
          ) : (
            <Typography.Text type="secondary">
              一个公告最多 {AUCTION_RULES.maxLotsPerBulletin} 个标的
            </Typography.Text>
          )}
        </>
      )}
    </Form.List>
  );
}

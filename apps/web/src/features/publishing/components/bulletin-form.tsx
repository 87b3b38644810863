import { PlusOutlined } from '@ant-design/icons';
import { AUCTION_RULES } from '@lyp/shared/auction/auction-rules';
import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Button, Form, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/back-office';
import { ROUTES } from '../../../config/paths';
import { zhValidateMessages } from '../../../lib/form-messages';
import { useBulletinSave } from '../hooks/use-bulletin-save';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { newLotValues, type BulletinFormValues } from '../lib/bulletin-form-values';
import { followingDeposit, lotsWithNewStartPrice } from '../lib/deposit-default';
import type { PublishingDeps } from '../publishing-deps';
import { BulletinInfoFields } from './bulletin-info-fields';
import { EditorFooter } from './editor-footer';
import { LotCardFields } from './lot-card-fields';
import { PreviewModal } from './preview-modal';

export interface BulletinFormProps {
  /** The saved bulletin being edited; undefined for a new one. */
  initialId: number | undefined;
  initialValues: BulletinFormValues;
  deps: PublishingDeps;
}

/** The whole bulletin on one page: its text and files, its lots, and the buttons that save it. */
export function BulletinForm({ initialId, initialValues, deps }: BulletinFormProps) {
  const [form] = Form.useForm<BulletinFormValues>();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [previewId, setPreviewId] = useState<number>();
  // A ref for the leave guard and the save (read at that moment), state for the footer.
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const markDirty = (value: boolean) => {
    dirtyRef.current = value;
    setDirty(value);
  };
  const isDirty = useCallback(() => dirtyRef.current, []);
  useLeaveGuard(isDirty);
  const previousValues = useRef(initialValues);

  const save = useBulletinSave({
    form,
    initialId,
    isDirty,
    onSaved: (view) => {
      markDirty(false);
      // A new bulletin now has an address: a reload or a shared link opens it for editing.
      if (initialId === undefined)
        void navigate(`${ROUTES.noticeEditor.path}?id=${view.id}`, {
          replace: true,
          state: { keepForm: true },
        });
    },
  });

  const onValuesChange = (changed: BulletinFormValues, all: BulletinFormValues) => {
    markDirty(true);
    for (const index of lotsWithNewStartPrice(changed)) {
      const deposit = followingDeposit(
        previousValues.current.lots?.[index]?.startPriceYuan,
        all.lots?.[index]?.startPriceYuan,
        form.getFieldValue(['lots', index, 'depositYuan']) as number | null | undefined,
      );
      if (deposit !== undefined) form.setFieldValue(['lots', index, 'depositYuan'], deposit);
    }
    previousValues.current = form.getFieldsValue(true) as BulletinFormValues;
  };

  const preview = async () => {
    const id = await save.run('preview');
    if (id !== undefined) setPreviewId(id);
  };
  const commit = async () => {
    const id = await save.run('commit');
    if (id === undefined) return;
    await navigate(`${ROUTES.infoRelease.path}?status=submitted`);
    await save.refresh();
  };

  return (
    <>
      <Form<BulletinFormValues>
        form={form}
        name="bulletin"
        layout="vertical"
        initialValues={initialValues}
        validateMessages={zhValidateMessages}
        onValuesChange={onValuesChange}
        className="lyp-notice-editor__form"
      >
        <BulletinInfoFields />
        <Form.List name="lots">
          {(fields, { add, remove, move }) => (
            <>
              {fields.map((field) => (
                <LotCardFields
                  key={field.key}
                  index={field.name}
                  count={fields.length}
                  onMove={(from, to) => {
                    move(from, to);
                    markDirty(true);
                  }}
                  onRemove={(index) =>
                    confirm({
                      title: `确定删除标的 ${index + 1} 吗？`,
                      content: '该标的已填写的内容、图片与看货安排将一并移除（保存后生效）。',
                      danger: true,
                      okText: '删除',
                      onOk: () => {
                        remove(index);
                        markDirty(true);
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
                    markDirty(true);
                    // The new lot is at the bottom, below the fold: take the seller there.
                    setTimeout(() =>
                      document
                        .getElementById(`lot-${fields.length + 1}`)
                        ?.scrollIntoView({ behavior: 'smooth' }),
                    );
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
      </Form>
      <EditorFooter
        saved={save.id !== undefined}
        dirty={dirty}
        busy={save.busy}
        saveCode={save.id === undefined ? PERMISSIONS.bulletinAdd.code : PERMISSIONS.bulletinEdit.code}
        onCancel={() => void navigate(ROUTES.infoRelease.path)}
        onSave={() => void save.run('draft')}
        onPreview={() => void preview()}
        onCommit={() => void commit()}
      />
      <PreviewModal bulletinId={previewId} onClose={() => setPreviewId(undefined)} deps={deps} />
    </>
  );
}

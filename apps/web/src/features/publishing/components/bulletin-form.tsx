import { PERMISSIONS } from '@lyp/shared/rbac/permissions';
import { Form } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ROUTES } from '../../../config/paths';
import { zhValidateMessages } from '../../../lib/form-messages';
import { useBulletinSave } from '../hooks/use-bulletin-save';
import { useFollowingDeposits } from '../hooks/use-following-deposits';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import type { BulletinFormValues } from '../lib/bulletin-form-values';
import type { PublishingDeps } from '../publishing-deps';
import { BulletinInfoFields } from './bulletin-info-fields';
import { EditorFooter } from './editor-footer';
import { LotListFields } from './lot-list-fields';
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

  const followDeposits = useFollowingDeposits(form, initialValues);
  const onValuesChange = (changed: BulletinFormValues, all: BulletinFormValues) => {
    markDirty(true);
    followDeposits(changed, all);
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
        <LotListFields onChanged={() => markDirty(true)} />
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

import type { BulletinView } from '@lyp/shared/auction/bulletin.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../components/back-office/error-message';
import { bulletinApi, bulletinQuery, refreshBulletins } from '../api/bulletin-api';
import { toRequestBody, type BulletinFormValues } from '../lib/bulletin-form-values';
import { placeBulletinErrors } from '../lib/server-field-paths';
import { useFeedback } from '../../../lib/feedback';

export type SaveIntent = 'draft' | 'preview' | 'commit';

interface ValidationFailure {
  errorFields?: { name: (string | number)[] }[];
}

/**
 * 保存草稿, 预览 and 提交审核 share one path: check the form, save when there is something to
 * save (always for 保存草稿; for the others only if unsaved), then commit. A refusal's field
 * messages land under the fields, and the page scrolls to the first.
 */
export function useBulletinSave(options: {
  form: FormInstance<BulletinFormValues>;
  initialId: number | undefined;
  isDirty: () => boolean;
  onSaved: (view: BulletinView) => void;
}) {
  const { form, isDirty, onSaved } = options;
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [id, setId] = useState(options.initialId);
  const [busy, setBusy] = useState<SaveIntent>();

  const showFirstError = (name: (string | number)[] | undefined) => {
    if (name) form.scrollToField(name, { block: 'center', behavior: 'smooth' });
  };

  /** Resolves to the saved bulletin's id, or undefined when it stopped (and said why). */
  const run = async (intent: SaveIntent): Promise<number | undefined> => {
    try {
      await form.validateFields();
    } catch (error) {
      const fields = (error as ValidationFailure).errorFields ?? [];
      showFirstError(fields[0]?.name);
      void message.error(`有 ${fields.length || 1} 处需要修改，请查看标红的字段`);
      return undefined;
    }
    setBusy(intent);
    try {
      let savedId = id;
      if (savedId === undefined || intent === 'draft' || isDirty()) {
        // Every value, not only those of fields on screen: a hidden list is cleared by its switch.
        const values = form.getFieldsValue(true) as BulletinFormValues;
        const view = await bulletinApi.save(toRequestBody(values), savedId);
        savedId = view.id;
        setId(view.id);
        queryClient.setQueryData(bulletinQuery(view.id).queryKey, view);
        onSaved(view);
      }
      if (intent === 'commit') await bulletinApi.commit(savedId);
      // After a commit the caller leaves the page first: refreshed now, the open bulletin would
      // turn 待审核 under the form for a moment before the list shows.
      else void refreshBulletins(queryClient);
      if (intent === 'draft') void message.success('草稿已保存');
      if (intent === 'commit') void message.success('已提交审核，请等待平台审核');
      return savedId;
    } catch (error) {
      const { rest, first } = placeBulletinErrors(form, error);
      showFirstError(first);
      // The server's own words (they name the lot), also when its fields show them in place.
      void message.error(rest ?? errorMessage(error));
      return undefined;
    } finally {
      setBusy(undefined);
    }
  };

  return { id, busy, run, refresh: () => refreshBulletins(queryClient) };
}

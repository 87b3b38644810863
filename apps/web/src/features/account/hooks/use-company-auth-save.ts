import type { CompanyAuth } from '@lyp/shared/company/company.schemas';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { placeServerErrors } from '../../../components/back-office';
import { useFeedback } from '../../../lib/feedback';
import { companyCertificationApi, myCompanyAuthQuery } from '../api/company-certification';
import { loadProfile } from '../api/profile';
import {
  COMPANY_AUTH_FIELDS,
  draftBody,
  filledFields,
  submitBody,
  type CompanyAuthFormValues,
} from '../components/company/company-auth-values';

interface FieldErrors {
  errorFields?: { name: (string | number)[] }[];
}

/**
 * 保存草稿 (checking only the fields filled in) or 提交审核 (checking everything) of the company
 * application: a draft or rejected one is updated, else one is created.
 */
export function useCompanyAuthSave(form: FormInstance<CompanyAuthFormValues>, auth: CompanyAuth | null) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<'draft' | 'submit'>();
  const editable = auth && (auth.status === 'draft' || auth.status === 'rejected') ? auth : undefined;

  const checked = async (submit: boolean) => {
    if (submit) return submitBody(await form.validateFields());
    const values = form.getFieldsValue(true) as CompanyAuthFormValues;
    const filled = filledFields(values);
    // A draft may leave fields empty: an earlier 提交审核's "请输入…" no longer applies to them.
    form.setFields(
      COMPANY_AUTH_FIELDS.filter((field) => !filled.includes(field)).map((name) => ({ name, errors: [] })),
    );
    await form.validateFields(filled);
    return draftBody(values);
  };

  const send = async (submit: boolean) => {
    let body;
    try {
      body = await checked(submit);
    } catch (error) {
      const first = (error as FieldErrors).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    if (!submit && Object.keys(body).length === 0) {
      void message.warning('请先填写要保存的内容');
      return;
    }
    setSaving(submit ? 'submit' : 'draft');
    try {
      const answer = editable
        ? await companyCertificationApi.update({ ...body, id: editable.id, submit })
        : await companyCertificationApi.add({ ...body, submit });
      void message.success(answer.msg);
      queryClient.setQueryData(myCompanyAuthQuery().queryKey, answer.data);
      // The profile carries the certification's status (the home page, publishing's notice).
      if (submit) void loadProfile();
    } catch (error) {
      const rest = placeServerErrors(form, error);
      if (rest) void message.error(rest);
    } finally {
      setSaving(undefined);
    }
  };

  return { saving, send };
}

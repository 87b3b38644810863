import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-client';
import { useFeedback } from '../../../lib/feedback';
import { certificationApi, myCertificationQuery } from '../api/certification';
import type { IdPhotos } from './use-id-photos';

export interface CertifyForm {
  realName: string;
  idNumber: string;
}

/** Sends the 实名认证 application; the answered state replaces the cached one at once. */
export function useApplyPersonal(form: FormInstance<CertifyForm>, photos: IdPhotos) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CertifyForm) =>
      certificationApi.applyPersonal({
        realName: values.realName.trim(),
        idNumber: values.idNumber.trim().toUpperCase(),
        idFrontFileId: photos.front!.id,
        idBackFileId: photos.back!.id,
      }),
    onSuccess: (answer) => {
      void message.success(answer.msg);
      queryClient.setQueryData(myCertificationQuery().queryKey, answer.data);
    },
    onError: (error) => {
      // One person, one bidder: a number held by another account is said on its field.
      if (error instanceof ApiError && error.body?.error === 'ID_NUMBER_TAKEN')
        form.setFields([{ name: 'idNumber', errors: [error.message] }]);
      else void message.error(error.message);
    },
  });
}

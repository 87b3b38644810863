import type { Certification, PersonalAuthBody } from '@lyp/shared/account/certification.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import type { FileView } from '@lyp/shared/files/file.schemas';
import { apiRequest } from '../../../lib/api-client';

/** 实名认证: the user's own application and its state. */
export const certificationApi = {
  mine: async () => (await apiRequest<Ok<Certification | null>>(apiUrl('myCertification'))).data,
  uploadIdPhoto: async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return (await apiRequest<Ok<FileView>>(apiUrl('fileUpload'), { method: 'POST', form })).data;
  },
  applyPersonal: (body: PersonalAuthBody) =>
    apiRequest<Ok<Certification>>(apiUrl('personalAuthAdd'), { method: 'POST', body }),
};

import type { Certification, PersonalAuthBody } from '@lyp/shared/account/certification.schemas';
import type { Ok } from '@lyp/shared/api/envelope';
import { apiUrl } from '@lyp/shared/api/paths';
import { apiData, apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/file-upload';

/** 实名认证: the user's own application and its state. */
export const certificationApi = {
  mine: () => apiData<Certification | null>(apiUrl('myCertification')),
  uploadIdPhoto: uploadFile,
  // The whole envelope: its message confirms the submission.
  applyPersonal: (body: PersonalAuthBody) =>
    apiRequest<Ok<Certification>>(apiUrl('personalAuthAdd'), { method: 'POST', body }),
};

import type { PersonalAuthBody } from '@lyp/shared/account/certification.schemas';
import { callWithMessage, queryOptionsOf } from '../../../lib/api-call';
import { uploadFile } from '../../../lib/file-upload';

/** 实名认证: the user's own application and its state (null before applying). */
export const myCertificationQuery = () => queryOptionsOf('myCertification');

export const certificationApi = {
  uploadIdPhoto: uploadFile,
  // The whole envelope: its message confirms the submission.
  applyPersonal: (body: PersonalAuthBody) => callWithMessage('personalAuthAdd', body),
};

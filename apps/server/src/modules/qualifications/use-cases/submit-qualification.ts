import type { Qualification, QualificationSubmitBody } from '@lyp/shared/account/qualification.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict.schemas';
import { chinaDate } from '@lyp/shared/format/timestamp';
import { AppError } from '../../../lib/app-error';
import type { Principal } from '../../../lib/principal';
import { toQualification } from '../qualification-views';
import type { QualificationsServiceDeps } from '../qualifications-deps';

/**
 * 上传资质: one licence of the organisation the caller acts for, new or replacing its one of the
 * kind, sent for review. Only a managing member (not a sub-account) sends the organisation's
 * papers; the kind must be one the dictionary offers, and the licence still valid today.
 */
export function submitQualification(deps: QualificationsServiceDeps) {
  const { qualifications, members, files, clock } = deps;
  return async (principal: Principal, body: QualificationSubmitBody): Promise<Qualification> => {
    const now = clock.now();
    if (!(await members.isManagingMember(principal.userId, principal.orgId))) {
      throw new AppError('QUALIFICATION_NOT_MANAGER');
    }
    if (!(await deps.dictionaryValues(DICT_CODES.bidderQualification)).has(body.typeCode)) {
      throw new AppError('QUALIFICATION_TYPE_UNKNOWN', { params: { typeCode: body.typeCode } });
    }
    if (body.validUntil < chinaDate(now)) {
      throw new AppError('QUALIFICATION_ALREADY_EXPIRED', { params: { validUntil: body.validUntil } });
    }
    // Sending the same kind again may keep the scans the earlier one already holds.
    const earlierId = await qualifications.idOf(principal.orgId, body.typeCode);
    await files.checkUsable(principal, {
      businessType: 'qualification_scan',
      ...(earlierId === undefined ? {} : { businessId: earlierId }),
      fileIds: body.fileIds,
    });
    const id = await qualifications.submit({
      orgId: principal.orgId,
      typeCode: body.typeCode,
      licenceNo: body.licenceNo,
      validUntil: body.validUntil,
      fileIds: body.fileIds,
      submittedBy: principal.userId,
      at: now,
    });
    await files.bind(principal, {
      businessType: 'qualification_scan',
      businessId: id,
      fileIds: body.fileIds,
    });
    return toQualification((await qualifications.findNamed(id))!, chinaDate(now));
  };
}

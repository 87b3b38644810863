import { LOT_LIMITS } from '@lyp/shared/auction/bulletin.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { Form, Select } from 'antd';
import { dictSelectOptions } from '../../../components/back-office';
import { useDictOptions } from '../../../lib/dict-options';
import { lotNames } from './lot-field-names';

/**
 * 竞买人资质: licences every bidder's organisation must hold, approved and in force, before it
 * may pay the deposit or bid (危险废物, 再生资源回收 …). The kinds are the administrator's dictionary.
 */
export function RequiredQualificationsField({ index }: { index: number }) {
  const { name } = lotNames(index);
  const kinds = useDictOptions(DICT_CODES.bidderQualification);
  return (
    <Form.Item
      name={name('requiredQualifications')}
      label="竞买人须具备的资质"
      extra={`不选则不限；最多 ${LOT_LIMITS.requiredQualifications} 项。竞买人的资质须经平台审核通过且在有效期内，方可缴纳保证金和出价`}
    >
      <Select
        mode="multiple"
        allowClear
        options={dictSelectOptions(kinds.options)}
        loading={kinds.isLoading}
        placeholder="不限"
        maxCount={LOT_LIMITS.requiredQualifications}
        showSearch={{ optionFilterProp: 'label' }}
      />
    </Form.Item>
  );
}

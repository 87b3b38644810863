import { lotInputSchema } from '@lyp/shared/auction/bulletin.schemas';
import { DICT_CODES } from '@lyp/shared/dict/dict-codes';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { dictSelectOptions, rulesFrom } from '../../../components/back-office';
import { useDictOptions } from '../../../lib/dict-options';
import { lotNames } from './lot-field-names';
import { MAX_LOT_IMAGES } from '../hooks/use-lot-image-uploads';
import { LotImagesField } from './lot-images-field';
import { RegionCascader } from './region-cascader';

const rules = (field: keyof typeof lotInputSchema.shape) => rulesFrom(lotInputSchema, field);

/** What is sold and where it is: name, kind, how much, place, description and pictures. */
export function LotGoodsFields({ index }: { index: number }) {
  const { name } = lotNames(index);
  const categories = useDictOptions(DICT_CODES.goodsCategory);
  const units = useDictOptions(DICT_CODES.goodsUnit);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name={name('title')} label="标的名称" rules={rules('title')}>
          <Input placeholder="如：废旧钢材一批" maxLength={100} showCount />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={name('category')} label="标的分类" rules={rules('category')}>
          <Select
            options={dictSelectOptions(categories.options)}
            loading={categories.isLoading}
            placeholder="请选择标的分类"
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={name('quantity')} label="数量" rules={rules('quantity')}>
          <InputNumber min={0} style={{ width: '100%' }} placeholder="如：120" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name={name('unit')} label="计量单位" rules={rules('unit')}>
          <Select options={dictSelectOptions(units.options)} loading={units.isLoading} placeholder="请选择" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name={name('regionCode')} label="所在地区" rules={rules('regionCode')}>
          <RegionCascader />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={name('location')} label="存放地点" rules={rules('location')}>
          <Input placeholder="详细地址，如：南京市江宁区某某路 88 号 3 号仓库" maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={name('description')} label="标的描述" rules={rules('description')}>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            maxLength={5000}
            showCount
            placeholder="成色、规格、数量明细、瑕疵说明、提货要求等"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          name={name('imageFileIds')}
          label="标的图片"
          rules={rules('imageFileIds')}
          extra={`jpg 或 png，每张不超过 5MB，最多 ${MAX_LOT_IMAGES} 张；第一张为封面，可左右移动调整顺序`}
        >
          <LotImagesField />
        </Form.Item>
      </Col>
    </Row>
  );
}

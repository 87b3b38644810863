import type { FormProps } from 'antd';

type ValidateMessages = NonNullable<FormProps['validateMessages']>;

// antd fills ${label} and the other placeholders itself.
const zhType = '${label}不是有效的${type}';

/** Form messages in Chinese, the product's language (spec §5). */
export const zhValidateMessages: ValidateMessages = {
  default: '${label}验证失败',
  required: '请输入${label}',
  enum: '${label}必须是[${enum}]之一',
  whitespace: '${label}不能为空白字符',
  date: {
    format: '${label}日期格式无效',
    parse: '${label}无法转换为日期',
    invalid: '${label}是无效日期',
  },
  types: {
    string: zhType,
    method: zhType,
    array: zhType,
    object: zhType,
    number: zhType,
    date: zhType,
    boolean: zhType,
    integer: zhType,
    float: zhType,
    regexp: zhType,
    email: zhType,
    url: zhType,
    hex: zhType,
  },
  string: {
    len: '${label}须为${len}个字符',
    min: '${label}最少${min}个字符',
    max: '${label}最多${max}个字符',
    range: '${label}须为${min}-${max}个字符',
  },
  number: {
    len: '${label}必须等于${len}',
    min: '${label}不能小于${min}',
    max: '${label}不能大于${max}',
    range: '${label}须在${min}-${max}之间',
  },
  array: {
    len: '须为${len}个${label}',
    min: '最少${min}个${label}',
    max: '最多${max}个${label}',
    range: '${label}数量须在${min}-${max}之间',
  },
  pattern: { mismatch: '${label}格式不正确' },
};

const enType = '${label} is not a valid ${type}';

/** The English set the spec also names. */
export const enValidateMessages: ValidateMessages = {
  default: 'Validation error on field ${label}',
  required: 'Please enter ${label}',
  enum: '${label} must be one of [${enum}]',
  whitespace: '${label} cannot be a blank character',
  date: {
    format: '${label} is invalid for format date',
    parse: '${label} could not be parsed as date',
    invalid: '${label} is invalid date',
  },
  types: {
    string: enType,
    method: enType,
    array: enType,
    object: enType,
    number: enType,
    date: enType,
    boolean: enType,
    integer: enType,
    float: enType,
    regexp: enType,
    email: enType,
    url: enType,
    hex: enType,
  },
  string: {
    len: '${label} must be exactly ${len} characters',
    min: '${label} must be at least ${min} characters',
    max: '${label} cannot be longer than ${max} characters',
    range: '${label} must be between ${min} and ${max} characters',
  },
  number: {
    len: '${label} must equal ${len}',
    min: '${label} cannot be less than ${min}',
    max: '${label} cannot be greater than ${max}',
    range: '${label} must be between ${min} and ${max}',
  },
  array: {
    len: '${label} must be exactly ${len} in length',
    min: '${label} cannot be less than ${min} in length',
    max: '${label} cannot be greater than ${max} in length',
    range: '${label} must be between ${min} and ${max} in length',
  },
  pattern: { mismatch: '${label} does not match pattern ${pattern}' },
};

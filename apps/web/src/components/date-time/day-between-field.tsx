import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { BeijingDatePicker } from './beijing-date-picker';

const DAY = 'YYYY-MM-DD';

/**
 * A Beijing day picked between two (yyyy-MM-dd, both included), as a form field: days outside
 * are disabled, and the hint says the range. The server checks the same range.
 */
export function DayBetweenField({
  name,
  label,
  from,
  to,
}: {
  name: string;
  label: string;
  from: string;
  to: string;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[{ required: true, message: `请选择${label}` }]}
      extra={`北京时间，${from} 至 ${to} 之间`}
    >
      <BeijingDatePicker
        style={{ width: '100%' }}
        inputReadOnly
        disabledDate={(day: Dayjs) => day.format(DAY) > to || day.format(DAY) < from}
      />
    </Form.Item>
  );
}

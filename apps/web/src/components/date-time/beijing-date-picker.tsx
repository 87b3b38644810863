import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { toPickerValue } from '../../lib/beijing-time';

/**
 * antd's DatePicker (and .RangePicker) in Beijing time: its values are Beijing wall-clock
 * values (lib/beijing-time), and 此刻 and the mark on today are Beijing's, whatever the
 * browser's zone. Use it for every date or time a user enters; convert with toPickerValue
 * and fromPickerValue.
 */
export const BeijingDatePicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: () => toPickerValue(Date.now()),
});

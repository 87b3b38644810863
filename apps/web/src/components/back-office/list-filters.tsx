import { Button, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, type ReactNode } from 'react';
import { BeijingDatePicker } from '../date-time/beijing-date-picker';
import './list-page.css';

/** One search field of a list page, described rather than built by hand. */
export interface FilterField {
  /** URL parameter; a dateRange writes `<name>From` and `<name>To`. */
  name: string;
  label: string;
  kind: 'text' | 'select' | 'dateRange';
  /** For select: the choices (see dictSelectOptions for dictionaries). */
  options?: { label: ReactNode; value: string | number }[];
  placeholder?: string;
}

type FormValues = Record<string, string | number | [Dayjs, Dayjs] | undefined>;
type UrlFilters = Record<string, string | undefined>;

const DATE = 'YYYY-MM-DD';

/** URL text to what each control holds: a select gets back its option's own value (1, not '1'). */
function toFormValues(fields: FilterField[], filters: UrlFilters): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dateRange') {
      const from = dayjs(filters[`${field.name}From`], DATE, true);
      const to = dayjs(filters[`${field.name}To`], DATE, true);
      values[field.name] = from.isValid() && to.isValid() ? [from, to] : undefined;
    } else if (field.kind === 'select') {
      const text = filters[field.name];
      values[field.name] = field.options?.find((option) => String(option.value) === text)?.value ?? text;
    } else {
      values[field.name] = filters[field.name];
    }
  }
  return values;
}

function toUrlFilters(fields: FilterField[], values: FormValues): UrlFilters {
  const filters: UrlFilters = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') {
      if (Array.isArray(value)) {
        filters[`${field.name}From`] = value[0].format(DATE);
        filters[`${field.name}To`] = value[1].format(DATE);
      }
    } else if (value !== undefined && value !== null && String(value).trim() !== '') {
      filters[field.name] = String(value).trim();
    }
  }
  return filters;
}

function control(field: FilterField) {
  if (field.kind === 'select')
    return (
      <Select
        allowClear
        options={field.options}
        placeholder={field.placeholder ?? `请选择${field.label}`}
        className="lyp-list-filters__select"
      />
    );
  if (field.kind === 'dateRange') return <BeijingDatePicker.RangePicker allowClear />;
  return (
    <Input
      allowClear
      placeholder={field.placeholder ?? `请输入${field.label}`}
      className="lyp-list-filters__text"
    />
  );
}

/**
 * The search form above a list. It shows what the URL holds (so Back restores it) and
 * writes to the URL only when the user presses 查询 or 重置.
 */
export function ListFilters({
  fields,
  filters,
  onSearch,
  onReset,
}: {
  fields: FilterField[];
  filters: UrlFilters;
  onSearch: (filters: UrlFilters) => void;
  onReset: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const urlKey = JSON.stringify(filters);
  const shown = useRef<{ url: string; choices: string } | null>(null);
  /** Fields the user changed since the form last showed the URL (antd counts a refill as a touch). */
  const edited = useRef(new Set<string>());

  // Callers often pass a new fields array each render: the form is refilled only when the URL
  // or the choices really changed, and never over what the user is typing.
  useEffect(() => {
    const choices = JSON.stringify(fields.map((field) => [field.name, field.options?.map((o) => o.value)]));
    const before = shown.current;
    shown.current = { url: urlKey, choices };
    const values = toFormValues(fields, JSON.parse(urlKey) as UrlFilters);
    // A new URL (opening the page, a search, Back): the form shows it whole.
    if (before?.url !== urlKey) {
      form.setFieldsValue(values);
      edited.current.clear();
    }
    // Choices arrived (a list of sellers loaded): only the selects the user has not touched
    // take the URL's value as their option's own; the rest stays as typed.
    else if (before.choices !== choices) {
      const untouched = fields.filter((field) => field.kind === 'select' && !edited.current.has(field.name));
      form.setFieldsValue(Object.fromEntries(untouched.map((field) => [field.name, values[field.name]])));
    }
  }, [form, fields, urlKey]);

  return (
    <Form
      form={form}
      name="list_filters"
      layout="inline"
      className="lyp-list-filters"
      onFinish={(values) => onSearch(toUrlFilters(fields, values))}
      onValuesChange={(changed: FormValues) => {
        for (const name of Object.keys(changed)) edited.current.add(name);
      }}
      style={{ rowGap: 12 }}
    >
      {fields.map((field) => (
        <Form.Item key={field.name} name={field.name} label={field.label}>
          {control(field)}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onReset();
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

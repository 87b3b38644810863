/** Yuan with thousands grouped as the seller reads them (360,000.00); the value stays a number. */
export const YUAN_INPUT = {
  min: 0,
  precision: 2,
  prefix: '¥',
  style: { width: '100%' },
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
  parser: (text: string | undefined) => (text ?? '').replace(/,/g, ''),
} as const;

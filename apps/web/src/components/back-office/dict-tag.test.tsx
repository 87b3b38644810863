import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictTag, DictText, dictSelectOptions } from './dict-tag';

const STATUS = [
  { label: '停用', value: '0', sort: 2 },
  { label: '启用', value: '1', sort: 1 },
];

describe('dictionary display', () => {
  it('shows a stored value as its label, numbers matching their text value', () => {
    render(<DictText options={STATUS} value={1} />);
    expect(screen.getByText('启用')).toBeInTheDocument();
  });

  it('shows an unknown value as it is, and a missing one as -', () => {
    const { container } = render(
      <>
        <DictTag options={STATUS} value="9" />|<DictText options={STATUS} value={null} />
      </>,
    );
    expect(container).toHaveTextContent('9|-');
  });

  it('colours a tag from the colours map given', () => {
    render(<DictTag options={STATUS} value="0" colors={{ '0': 'red' }} />);
    expect(screen.getByText('停用')).toHaveClass('ant-tag-red');
  });

  it('offers a dictionary’s options to a select in the dictionary’s order', () => {
    expect(dictSelectOptions(STATUS)).toEqual([
      { label: '启用', value: '1' },
      { label: '停用', value: '0' },
    ]);
  });
});

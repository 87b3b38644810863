import type { MenuItem } from '@lyp/shared/permission/permission.schemas';
import type { CSSProperties } from 'react';
import { CheckboxTree } from '../back-office/checkbox-tree';

/**
 * A sub-account's grants as a searchable checkbox tree, a form field (value: the menu ids), in a
 * box of its own height (the screen's `className` or `style`) so the modal's buttons stay in view.
 */
export function GrantTree({
  items,
  value,
  onChange,
  className,
  style,
}: {
  items: MenuItem[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <div className={className} style={style}>
      <CheckboxTree
        items={items}
        searchable
        {...(value ? { value } : {})}
        onChange={(ids) => onChange?.(ids)}
      />
    </div>
  );
}

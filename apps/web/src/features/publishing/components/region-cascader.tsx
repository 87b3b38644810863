import type { AreaNode } from '@lyp/shared/area/area.schemas';
import { Cascader } from 'antd';
import { areaPathOf, useAreaTree } from '../hooks/use-reference-data';

/** 所在地区: province, city, district; the field holds the district's 6-digit code. */
export function RegionCascader(props: {
  value?: string;
  onChange?: (code: string | undefined) => void;
  id?: string;
}) {
  const areas = useAreaTree();
  const path = areaPathOf(areas.data, props.value).map((node) => node.code);
  return (
    <Cascader<AreaNode>
      id={props.id}
      options={areas.data ?? []}
      loading={areas.isLoading}
      fieldNames={{ label: 'name', value: 'code', children: 'children' }}
      value={path.length > 0 ? path : undefined}
      onChange={(codes) => props.onChange?.(codes?.[codes.length - 1] as string | undefined)}
      showSearch
      placeholder={areas.isError ? '地区加载失败，请刷新重试' : '请选择省 / 市 / 区县'}
      style={{ width: '100%' }}
    />
  );
}

import { Card, Col, Empty, Row } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { dictTypesQuery } from './api/dictionaries';
import { DictItemsList } from './dict-items-list';
import { DictTypesPanel } from './dict-types-panel';

/**
 * 字典管理: the types on the left, the selected type's options on the right. The selected
 * type is `?typeId=` in the URL, so a link or Back shows the same dictionary.
 */
export function DictionariesPage() {
  const [params, setParams] = useSearchParams();
  const typeId = Number(params.get('typeId')) || undefined;
  // The whole list (no keyword): the selected type stays known while the panel is searched.
  const types = useQuery(dictTypesQuery());
  const selected = types.data?.find((type) => type.id === typeId);

  const select = (id: number | undefined, replace = false) =>
    // A new type starts its options list afresh: its search and page (items.*) are dropped.
    setParams(id === undefined ? {} : { typeId: String(id) }, { replace });

  // Without a (valid) type in the URL, show the first one.
  const first = types.data?.[0]?.id;
  const missing = types.isSuccess && selected === undefined;
  useEffect(() => {
    if (missing && first !== undefined) setParams({ typeId: String(first) }, { replace: true });
  }, [missing, first, setParams]);

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9} xl={8}>
        <DictTypesPanel selectedId={selected?.id} onSelect={(id) => select(id)} />
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Card size="small">
          {selected ? (
            <DictItemsList key={selected.id} type={selected} />
          ) : (
            <Empty description={types.isPending ? '加载中' : '请选择左侧的字典类型'} />
          )}
        </Card>
      </Col>
    </Row>
  );
}

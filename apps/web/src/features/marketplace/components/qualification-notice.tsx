import { Alert, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { ROUTES } from '../../../config/paths';

/** Where a bidder sends and follows their licences: the certification page's 竞买人资质 tab. */
export const QUALIFICATION_TAB_PATH = `${ROUTES.certify.path}?tab=qualification`;

/** For every visitor, before a deposit: the licences a bidder's organisation must hold for this lot. */
export function LotQualificationNotice({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="lyp-qualification-notice"
      title="本标的要求竞买人具备以下资质"
      description={
        <Space orientation="vertical" size={4}>
          <Space wrap size={[4, 4]}>
            {names.map((name) => (
              <Tag key={name} color="blue">
                {name}
              </Tag>
            ))}
          </Space>
          <span>
            资质须经平台审核通过且在有效期内，方可缴纳保证金并出价。
            <Link to={QUALIFICATION_TAB_PATH}>上传或查看我的资质</Link>
          </span>
        </Space>
      }
    />
  );
}

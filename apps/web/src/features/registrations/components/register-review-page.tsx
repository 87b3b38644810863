import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { isReviewTab, REVIEW_TABS, type ReviewTab } from '../lib/review-display';
import { CompanyReviewTab } from './company-review-tab';
import { PersonalReviewTab } from './personal-review-tab';
import { QualificationReviewTab } from './qualification-review-tab';

/**
 * 注册审核: personal and company certifications, companies' bank changes and bidders'
 * licences (竞买人资质), one tab each.
 * The tab is in the URL (?tab=company) beside each list's own filters, so links and Back work.
 */
export function RegisterReviewPage() {
  const [params, setParams] = useSearchParams();
  const tab: ReviewTab = isReviewTab(params.get('tab')) ? (params.get('tab') as ReviewTab) : 'personal';
  return (
    <Tabs
      activeKey={tab}
      // A new tab starts from its defaults: 待审核, first page.
      onChange={(key) => setParams(key === 'personal' ? {} : { tab: key })}
      destroyOnHidden
      items={REVIEW_TABS.map(({ key, label }) => ({
        key,
        label,
        children:
          key === 'personal' ? (
            <PersonalReviewTab />
          ) : key === 'qualification' ? (
            <QualificationReviewTab />
          ) : (
            <CompanyReviewTab queue={key} />
          ),
      }))}
    />
  );
}

import { PublicAccountEntry } from '../../components/layout/public-account-entry';
import { PublicLayout } from '../../components/layout/public-layout';

export function PublicShell() {
  return <PublicLayout account={<PublicAccountEntry />} />;
}

import { PublicLayout } from '../../components/layout/public-layout';
import { PublicAccountEntry } from '../../features/account';

export function PublicShell() {
  return <PublicLayout account={<PublicAccountEntry />} />;
}

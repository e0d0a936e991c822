import { ComingSoonPage } from '../../../ui/coming-soon-page';

/** /dashboard: the store's day, week and month at a glance. */
export function DashboardPage() {
  return <ComingSoonPage page="dashboard" />;
}

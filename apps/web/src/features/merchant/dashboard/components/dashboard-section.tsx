import type { ReactNode } from 'react';
import { SectionCard } from '../../../../ui/section-card';

interface DashboardSectionProps {
  title: string;
  /** A line under the title (what the figures count). */
  subtitle?: ReactNode;
  /** A way on, beside the title (e.g. Manage stock). */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the dashboard: a titled region a screen reader can jump to. */
export function DashboardSection(props: DashboardSectionProps) {
  return (
    <SectionCard
      {...props}
      headingVariant="h4"
      sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
    />
  );
}

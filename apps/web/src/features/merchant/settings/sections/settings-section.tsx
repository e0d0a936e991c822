import type { ReactNode } from 'react';
import { SectionCard } from '../../../../ui/section-card';

interface SettingsSectionProps {
  title: string;
  intro?: string;
  /** Buttons beside the title, e.g. "Add a holiday". */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the settings page, a region named by its heading. */
export function SettingsSection({ intro, ...card }: SettingsSectionProps) {
  return <SectionCard {...card} subtitle={intro} sx={{ p: { xs: 2, sm: 3 } }} />;
}

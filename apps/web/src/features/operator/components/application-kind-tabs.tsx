import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { FormType } from '@sauda/domain';
import { useTranslation } from 'react-i18next';

const KINDS: ReadonlyArray<FormType | 'all'> = [
  'all',
  'merchant',
  'rider',
  'career',
  'newsletter',
  'contact',
];

interface ApplicationKindTabsProps {
  value: FormType | null;
  onChange: (kind: FormType | null) => void;
  /** The list the tabs filter. */
  controls: string;
}

/** All, Merchants, Riders, Careers, Newsletter, Contact: scrolls sideways on a phone. */
export function ApplicationKindTabs({ value, onChange, controls }: ApplicationKindTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(_event, kind: FormType | 'all') => onChange(kind === 'all' ? null : kind)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('operator.applications.kindLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {KINDS.map((kind) => (
        <Tab
          key={kind}
          value={kind}
          label={t(`operator.applications.kindTabs.${kind}`)}
          aria-controls={controls}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}

import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import OtherIcon from '@mui/icons-material/PlaceOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { TITLE_CHOICES, type TitleChoice } from './title-choice';

const ICONS: Record<TitleChoice, typeof HomeIcon> = {
  home: HomeIcon,
  work: WorkIcon,
  other: OtherIcon,
};

interface TitleChoiceChipsProps {
  selected: TitleChoice | null;
  onChoose: (choice: TitleChoice) => void;
  disabled?: boolean;
}

/** Home, Work or Other in one tap; they write the title. */
export function TitleChoiceChips({ selected, onChoose, disabled = false }: TitleChoiceChipsProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label={t('addressEditor.details.titleChoices')}
    >
      {TITLE_CHOICES.map((choice) => {
        const Icon = ICONS[choice];
        const isSelected = selected === choice;
        return (
          <Chip
            key={choice}
            icon={<Icon />}
            label={t(`addressEditor.details.choices.${choice}`)}
            onClick={() => onChoose(choice)}
            color={isSelected ? 'primary' : 'default'}
            variant={isSelected ? 'filled' : 'outlined'}
            aria-pressed={isSelected}
            disabled={disabled}
          />
        );
      })}
    </Stack>
  );
}

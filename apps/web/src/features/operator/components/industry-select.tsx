import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { industriesQueryOptions } from '../../../api/endpoints/get-industries';

interface IndustrySelectProps {
  value: number | null;
  onChange: (industryId: number) => void;
  /** Why it is asked (the server's words, translated). */
  helperText: string;
  error: boolean;
}

/** The catalog's industries, for a new store whose category names none. */
export function IndustrySelect({ value, onChange, helperText, error }: IndustrySelectProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const industries = useQuery(industriesQueryOptions());
  return (
    <FormControl fullWidth error={error} sx={{ mt: 2 }}>
      <InputLabel id={labelId}>{t('operator.detail.industry')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('operator.detail.industry')}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-describedby={helperId}
        disabled={!industries.data}
      >
        {(industries.data ?? []).map((industry) => (
          <MenuItem key={industry.id} value={industry.id}>
            {industry.name}
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id={helperId}>
        {industries.isError ? t('operator.detail.industriesFailed') : helperText}
      </FormHelperText>
    </FormControl>
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';

interface OrderSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by order number (with or without SD-) or the customer's name or phone. */
export function OrderSearchField({ value, onChange }: OrderSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="search"
      size="small"
      label={t('merchantOrders.search.label')}
      placeholder={t('merchantOrders.search.placeholder')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: { maxLength: 50, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden="true" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { MerchantProduct } from '@sauda/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../../ui/money';
import { useDebouncedValue } from '../../../../ui/use-debounced-value';
import { useStoreProductSearch } from '../api/search-store-products';

const TYPING_PAUSE_MS = 250;

const matches = (product: MerchantProduct, typed: string) =>
  product.name.toLowerCase().includes(typed.trim().toLowerCase());

interface ProductPickerProps {
  storeId: string;
  /** An i18n key: the form's refusal when no product was chosen. */
  error?: string;
  value: MerchantProduct | null;
  onChange: (product: MerchantProduct | null) => void;
}

/** Finds one of the store's products by name as the merchant types (searched on the server). */
export function ProductPicker({ storeId, error, value, onChange }: ProductPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const query = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const search = useStoreProductSearch(storeId, query, open);

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, product) => onChange(product)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      options={search.data ?? []}
      // The server searches by name; until the answer for the latest typing arrives, the
      // previous answer shows only the names that still match.
      filterOptions={(options) => options.filter((product) => matches(product, typed))}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, chosen) => option.query_id === chosen.query_id}
      loading={search.isFetching}
      loadingText={t('merchantPromotions.picker.loading')}
      noOptionsText={t('merchantPromotions.picker.none')}
      renderOption={({ key, ...props }, product) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}
        >
          <span>{product.name}</span>
          <Money rupees={product.cost} sx={{ color: 'text.secondary', fontSize: 14 }} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('merchantPromotions.picker.label')}
          error={Boolean(error)}
          helperText={error ? t(error) : t('merchantPromotions.picker.help')}
          required
          autoFocus
        />
      )}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/SearchRounded';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MAX_PLACE_QUERY_LENGTH, type LatLong, type Place } from '@sauda/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeSearchQueryOptions } from '../api/geo-search-places';
import { PlaceOption } from './place-option';
import { useDebouncedValue } from '../../../ui/use-debounced-value';

/** One call per pause in typing. */
export const PLACE_SEARCH_DEBOUNCE_MS = 250;

// About a kilometre: the list does not ask again for every small pan of the map.
const AROUND_DECIMALS = 2;

function roughly(point: LatLong): LatLong {
  return {
    lat: Number(point.lat.toFixed(AROUND_DECIMALS)),
    long: Number(point.long.toFixed(AROUND_DECIMALS)),
  };
}

interface PlaceSearchFieldProps {
  /** The map's centre: places near it come first. */
  around: LatLong;
  onChoose: (place: Place) => void;
}

/**
 * The place search with suggestions. Choosing one (pointer, or arrows and Enter) is enough to
 * place the pin, so the map is never the only way.
 */
export function PlaceSearchField({ around, onChoose }: PlaceSearchFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Place | null>(null);
  const query = useDebouncedValue(text.trim(), PLACE_SEARCH_DEBOUNCE_MS);
  const { lat, long } = roughly(around);
  const searchAround = useMemo(() => ({ lat, long }), [lat, long]);
  const enabled = query !== '' && query !== chosen?.name;
  const search = useQuery({
    ...placeSearchQueryOptions(query.slice(0, MAX_PLACE_QUERY_LENGTH), searchAround),
    enabled,
    placeholderData: keepPreviousData,
  });
  const found = enabled ? (search.data ?? []) : [];
  // The chosen place stays an option, so the field's value is always among its options.
  const options = enabled || !chosen ? found : [chosen];

  const choose = (place: Place | null) => {
    if (!place) return;
    setChosen(place);
    setText(place.name);
    onChoose(place);
  };

  const changeText = (value: string, reason: string) => {
    setText(value);
    if (reason !== 'reset' && chosen && value !== chosen.name) setChosen(null);
  };

  const noOptionsText = search.isError
    ? t('addressEditor.search.error')
    : query === ''
      ? t('addressEditor.search.typeMore')
      : t('addressEditor.search.noResults');

  return (
    <Autocomplete<Place>
      autoHighlight
      clearOnBlur={false}
      options={options}
      value={chosen}
      inputValue={text}
      onInputChange={(_event, value, reason) => changeText(value, reason)}
      onChange={(_event, value) => choose(value)}
      filterOptions={(found) => found}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={enabled && search.isFetching}
      loadingText={t('addressEditor.search.loading')}
      noOptionsText={noOptionsText}
      forcePopupIcon={false}
      renderOption={({ key, ...props }, place) => (
        <PlaceOption key={key} {...props} place={place} />
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('addressEditor.search.label')}
          placeholder={t('addressEditor.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX_PLACE_QUERY_LENGTH },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon sx={{ color: 'text.secondary' }} />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

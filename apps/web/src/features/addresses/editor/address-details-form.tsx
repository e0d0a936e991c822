import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { AddressDetails, AddressDetailsInput } from '@sauda/domain';
import { useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../ui/form-error';
import { DetailTextField } from './detail-text-field';
import { choiceForTitle, TITLE_FOR_CHOICE, type TitleChoice } from './title-choice';
import { TitleChoiceChips } from './title-choice-chips';

export interface AddressDetailsFormProps {
  form: UseFormReturn<AddressDetailsInput, unknown, AddressDetails>;
  /** Editing locks the title (SPEC §4). */
  editing: boolean;
  pending: boolean;
  /** The server's message for everything the fields do not show. */
  errorMessage: string | null;
  onSubmit: (details: AddressDetails) => void;
  onBack: () => void;
}

/** Step 2, "Confirm Address Details": title, flat, street and area, then building and landmark. */
export function AddressDetailsForm({
  form,
  editing,
  pending,
  errorMessage,
  onSubmit,
  onBack,
}: AddressDetailsFormProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, setValue, clearErrors } = form;
  const title = useWatch({ control, name: 'name' });
  const [otherChosen, setOtherChosen] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);

  const chooseTitle = (choice: TitleChoice) => {
    setOtherChosen(choice === 'other');
    setValue('name', TITLE_FOR_CHOICE[choice], { shouldDirty: true });
    if (choice === 'other') titleInput.current?.focus();
    else clearErrors('name');
  };
  const chosen = otherChosen && title.trim() === '' ? 'other' : choiceForTitle(title);
  const submit = handleSubmit(onSubmit);

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2.25}>
        {!editing && (
          <TitleChoiceChips selected={chosen} onChoose={chooseTitle} disabled={pending} />
        )}
        <DetailTextField
          control={control}
          name="name"
          label={t('addressEditor.details.fields.name')}
          required
          disabled={editing || pending}
          inputRef={titleInput}
          placeholder={t('addressEditor.details.titlePlaceholder')}
          helperText={editing ? t('addressEditor.details.titleLocked') : undefined}
          endAdornment={
            editing ? (
              <InputAdornment position="end">
                <LockIcon fontSize="small" aria-hidden />
              </InputAdornment>
            ) : undefined
          }
        />
        <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DetailTextField
            control={control}
            name="room"
            label={t('addressEditor.details.fields.room')}
            required
            disabled={pending}
          />
          <DetailTextField
            control={control}
            name="building"
            label={t('addressEditor.details.fields.building')}
            helperText={t('addressEditor.details.optional')}
            disabled={pending}
          />
        </Box>
        <DetailTextField
          control={control}
          name="street"
          label={t('addressEditor.details.fields.street')}
          required
          disabled={pending}
          autoComplete="address-line1"
        />
        <DetailTextField
          control={control}
          name="district"
          label={t('addressEditor.details.fields.district')}
          required
          disabled={pending}
          autoComplete="address-level3"
        />
        <DetailTextField
          control={control}
          name="landmark"
          label={t('addressEditor.details.fields.landmark')}
          helperText={t('addressEditor.details.landmarkHelp')}
          disabled={pending}
        />
        <FormError message={errorMessage} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 0.5 }}>
          <Button variant="outlined" onClick={onBack} disabled={pending}>
            {t('addressEditor.details.back')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
          >
            {pending
              ? t('addressEditor.details.saving')
              : editing
                ? t('addressEditor.details.update')
                : t('addressEditor.details.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

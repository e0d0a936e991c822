import AddIcon from '@mui/icons-material/AddRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME_MAX } from '@sauda/domain';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../../../i18n';
import { dropProduct } from '../model/photo-links';
import { blankProduct } from '../model/wizard-form';
import type { WizardState } from '../wizard/use-wizard-state';

interface NamesStepProps {
  state: WizardState;
  /** Editing one existing product: its name only, no rows to add. */
  editing: boolean;
}

/** Step 1: the name of each new product (SPEC: "Non-empty | Required"), rows added at will. */
export function NamesStep({ state, editing }: NamesStepProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { control, register, formState } = state.form;
  const rows = useFieldArray({ control, name: 'products', keyName: 'field_id' });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {editing ? t('inventory.add.names.introEdit') : t('inventory.add.names.intro')}
      </Typography>
      {rows.fields.map((row, index) => {
        const error = formState.errors.products?.[index]?.name?.message;
        return (
          <Stack key={row.field_id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              {...register(`products.${index}.name`)}
              label={t('inventory.add.names.label', { number: index + 1 })}
              required
              fullWidth
              error={Boolean(error)}
              helperText={error ? translate(error) : undefined}
              slotProps={{ htmlInput: { maxLength: PRODUCT_NAME_MAX } }}
            />
            {rows.fields.length > 1 && (
              <IconButton
                aria-label={t('inventory.add.names.remove', { number: index + 1 })}
                onClick={() => {
                  state.setLinks((links) => dropProduct(links, row.draft_key));
                  rows.remove(index);
                }}
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        );
      })}
      {!editing && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => rows.append(blankProduct())}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('inventory.add.names.add')}
        </Button>
      )}
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useApplicationField } from './use-application-field';

interface CheckboxFieldProps {
  name: string;
  label: string;
}

/** A yes/no statement the applicant ticks; a refusal shows under it, tied to the box. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { field, error } = useApplicationField(name);
  const errorId = useId();
  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? errorId : undefined,
              },
            }}
            sx={error ? { color: 'error.main' } : undefined}
          />
        }
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.75 }, marginInlineEnd: 0 }}
      />
      {error && (
        <FormHelperText id={errorId} error sx={{ marginInlineStart: 4 }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

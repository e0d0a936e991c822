import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MERCHANT_ROLES, type MerchantRole } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface RoleChoiceProps {
  value: MerchantRole;
  onChange: (role: MerchantRole) => void;
  disabled: boolean;
}

const isRole = (value: string): value is MerchantRole =>
  (MERCHANT_ROLES as readonly string[]).includes(value);

/** The role the number joins with, each with one line on what it may do. */
export function RoleChoice({ value, onChange, disabled }: RoleChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, fontWeight: 600 }}>
        {t('merchantStaff.invite.role')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="role"
        value={value}
        onChange={(event) => {
          if (isRole(event.target.value)) onChange(event.target.value);
        }}
        sx={{ gap: 1 }}
      >
        {MERCHANT_ROLES.map((role) => (
          <FormControlLabel
            key={role}
            value={role}
            control={<Radio />}
            sx={{
              mx: 0,
              alignItems: 'flex-start',
              border: 1,
              borderColor: value === role ? 'primary.main' : 'divider',
              borderRadius: 3,
              py: 1,
              pe: 2,
              '& .MuiRadio-root': { mt: -0.5 },
            }}
            label={
              <Box>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {t(`backOffice.roles.${role}`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t(`merchantStaff.roleHints.${role}`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

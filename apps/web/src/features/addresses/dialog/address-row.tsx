import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { Address } from '@sauda/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../theme/tokens';

interface AddressRowProps {
  address: Address;
  /** Home, Work or the address's name. */
  label: string;
  checked: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The pointer or focus is on this row: the side map shows it. */
  onHighlight: () => void;
}

/** One saved address: its radio, name, description and street, then edit and delete. */
export function AddressRow({
  address,
  label,
  checked,
  onEdit,
  onDelete,
  onHighlight,
}: AddressRowProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const nameId = useId();
  const detailsId = useId();
  const details = [address.description, address.street].filter((line) => line.trim() !== '');
  return (
    <Box
      onMouseEnter={onHighlight}
      onFocus={onHighlight}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: 0.5,
        pr: 1,
        py: 0.5,
        border: 1,
        borderRadius: 1.5,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? brand.primaryLight : 'background.paper',
        transition: 'background-color 150ms ease, border-color 150ms ease',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Radio
        id={inputId}
        value={String(address.id)}
        slotProps={{
          input: {
            'aria-labelledby': nameId,
            'aria-describedby': details.length > 0 ? detailsId : undefined,
          },
        }}
      />
      <Box
        component="label"
        htmlFor={inputId}
        sx={{ flex: 1, minWidth: 0, py: 1, cursor: 'pointer' }}
      >
        <Typography
          id={nameId}
          component="span"
          sx={{
            display: 'block',
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Typography>
        {details.length > 0 && (
          <Typography
            id={detailsId}
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {details.map((line, index) => (
              <Box component="span" key={index} sx={{ display: 'block' }}>
                {line}
              </Box>
            ))}
          </Typography>
        )}
      </Box>
      <IconButton onClick={onEdit} aria-label={t('addresses.dialog.edit', { name: label })}>
        <EditIcon />
      </IconButton>
      <IconButton
        onClick={onDelete}
        aria-label={t('addresses.dialog.delete', { name: label })}
        sx={{ '&:hover': { color: 'error.main' } }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

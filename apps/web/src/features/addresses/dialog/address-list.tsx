import RadioGroup from '@mui/material/RadioGroup';
import type { Address } from '@sauda/domain';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLabel } from '../model/address-label';
import { AddressRow } from './address-row';

interface AddressListProps {
  addresses: readonly Address[];
  selectedId: number | null;
  labelledBy: string;
  /** `close` is false while the shopper walks the list with the arrow keys. */
  onSelect: (address: Address, close: boolean) => void;
  /** Enter on a radio: done choosing. */
  onDone: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
  onHighlight: (address: Address) => void;
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The saved addresses as one radio group, in the dialog's order (home, work, others). A click
 * or Space chooses and closes (SPEC §4); the arrow keys move the choice without closing, so a
 * keyboard user can reach the third address.
 */
export function AddressList({
  addresses,
  selectedId,
  labelledBy,
  onSelect,
  onDone,
  onEdit,
  onDelete,
  onHighlight,
}: AddressListProps) {
  const { t } = useTranslation();
  const byArrow = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const onRadio = (event.target as HTMLElement).getAttribute('type') === 'radio';
    byArrow.current = onRadio && ARROW_KEYS.has(event.key);
    if (onRadio && event.key === 'Enter') onDone();
  };
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={selectedId === null ? '' : String(selectedId)}
      onKeyDown={onKeyDown}
      onPointerDown={() => {
        byArrow.current = false;
      }}
      onChange={(_event, value) => {
        const chosen = addresses.find((address) => String(address.id) === value);
        const close = !byArrow.current;
        byArrow.current = false;
        if (chosen) onSelect(chosen, close);
      }}
      sx={{ gap: 1, flexWrap: 'nowrap' }}
    >
      {addresses.map((address) => (
        <AddressRow
          key={address.query_id}
          address={address}
          label={addressLabel(t, address)}
          checked={address.id === selectedId}
          onEdit={() => onEdit(address)}
          onDelete={() => onDelete(address)}
          onHighlight={() => onHighlight(address)}
        />
      ))}
    </RadioGroup>
  );
}

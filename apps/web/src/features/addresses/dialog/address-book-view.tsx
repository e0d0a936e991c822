import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Address } from '@sauda/domain';
import { useState } from 'react';
import { AddressPreviewMap } from '../../../shared/map/address-preview-map';
import { AddressList } from './address-list';

interface AddressBookViewProps {
  addresses: readonly Address[];
  selected: Address | null;
  listLabelId: string;
  onSelect: (address: Address, close: boolean) => void;
  onDone: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/**
 * The radio list with the map at its side from md up; on phones the map sits above the list,
 * smaller. The map shows the row under the pointer or focus, else the selected address.
 */
export function AddressBookView({ addresses, selected, ...props }: AddressBookViewProps) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const shown =
    addresses.find((address) => address.id === highlightedId) ?? selected ?? addresses[0];
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { md: 'flex-start' },
        gap: { xs: 2, md: 3 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <AddressList
          addresses={addresses}
          selectedId={selected?.id ?? null}
          labelledBy={props.listLabelId}
          onSelect={props.onSelect}
          onDone={props.onDone}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onHighlight={(address) => setHighlightedId(address.id)}
        />
      </Box>
      <Box
        sx={{
          order: { xs: -1, md: 0 },
          width: { xs: '100%', md: 320 },
          flexShrink: 0,
          position: { md: 'sticky' },
          top: { md: 0 },
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <AddressPreviewMap
          point={shown ? { lat: shown.lat, long: shown.long } : null}
          height={wide ? 340 : 150}
        />
      </Box>
    </Box>
  );
}

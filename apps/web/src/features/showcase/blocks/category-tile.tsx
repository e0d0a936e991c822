import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Pictogram, type PictogramKind } from '../art/pictogram';

interface CategoryTileProps {
  name: string;
  pictogram: PictogramKind;
  tint: string;
}

/** A square aisle tile: drawing on a tint, the aisle's name under it. */
export function CategoryTile({ name, pictogram, tint }: CategoryTileProps) {
  return (
    <ButtonBase
      component={RouterLink}
      to="/products"
      sx={{
        flex: 1,
        flexDirection: 'column',
        gap: 1,
        p: 1,
        borderRadius: '16px',
        '&:hover .tile-art': { transform: 'translateY(-2px)' },
      }}
    >
      <Box
        className="tile-art"
        sx={{
          width: '100%',
          aspectRatio: '1 / 1',
          display: 'grid',
          placeItems: 'center',
          borderRadius: '16px',
          bgcolor: tint,
          transition: 'transform 150ms ease',
        }}
      >
        <Pictogram kind={pictogram} size="56%" />
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'center' }}>
        {name}
      </Typography>
    </ButtonBase>
  );
}

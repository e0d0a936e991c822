import Typography from '@mui/material/Typography';

/** A section's heading inside the Order Detail popup. */
export function DetailHeading({ children, id }: { children: string; id?: string }) {
  return (
    <Typography variant="subtitle2" component="h3" id={id} sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

import GlobalStyles from '@mui/material/GlobalStyles';

/** On paper a legal text stands alone: no site header, footer or on-screen controls. */
export function LegalPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, body footer, [data-print="hide"]': { display: 'none !important' },
          body: { background: '#FFFFFF', color: '#000000' },
          a: { color: 'inherit' },
        },
      }}
    />
  );
}

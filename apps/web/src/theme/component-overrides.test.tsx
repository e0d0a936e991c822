import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

/** The CSS text emotion inserted into the document. */
function insertedCss(): string {
  return [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('\n');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe.each(['ltr', 'rtl'] as const)('inputs in %s', (direction) => {
  it('watch for autofill with keyframes inserted once, not once per input', () => {
    render(
      <CacheProvider value={createCache({ key: `test${direction}` })}>
        <ThemeProvider theme={createAppTheme(direction)}>
          <CssBaseline />
          <TextField label="Name" />
          <TextField label="Phone" />
          <TextField label="City" />
        </ThemeProvider>
      </CacheProvider>,
    );
    const css = insertedCss();

    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(css.match(/@keyframes mui-auto-fill\{/g)).toHaveLength(1);
    expect(css.match(/@keyframes mui-auto-fill-cancel\{/g)).toHaveLength(1);
    expect(css).toMatch(/animation-name:\s*mui-auto-fill-cancel/);
    expect(css).toMatch(/:-webkit-autofill\{[^}]*animation-name:\s*mui-auto-fill;/);
  });
});

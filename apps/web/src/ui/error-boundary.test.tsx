import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { ErrorBoundary } from './error-boundary';

let shouldFail = true;

function Flaky() {
  if (shouldFail) throw new Error('section broke');
  return <p>Section content</p>;
}

describe('ErrorBoundary', () => {
  it('shows a friendly panel and renders the section again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onReset = vi.fn(() => {
      shouldFail = false;
    });
    await renderWithProviders(
      <ErrorBoundary onReset={onReset}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(screen.getByText('Section content')).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useArrivalNotice } from './use-arrival-notice';

function Probe() {
  const { notice } = useArrivalNotice();
  const location = useLocation();
  return (
    <>
      <p>notice: {notice?.text ?? 'none'}</p>
      <p>state: {JSON.stringify(location.state)}</p>
      <p>search: {location.search}</p>
    </>
  );
}

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/inventory-mgmt" element={<Probe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useArrivalNotice', () => {
  it('shows the notice the wizard left, once, and clears it from the history entry', async () => {
    renderAt({ pathname: '/inventory-mgmt', search: '?query=Raita', state: { notice: 'Saved' } });
    expect(await screen.findByText('notice: Saved')).toBeInTheDocument();
    expect(await screen.findByText('state: null')).toBeInTheDocument();
    expect(screen.getByText('search: ?query=Raita')).toBeInTheDocument();
  });

  it('shows nothing when the page was opened directly', () => {
    renderAt({ pathname: '/inventory-mgmt' });
    expect(screen.getByText('notice: none')).toBeInTheDocument();
  });
});

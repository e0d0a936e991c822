import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18next } from '../i18n';
import { provideUrduResources } from '../i18n/testing/urdu-resources';
import { renderWithProviders } from '../test/render-app';
import { LazyPanel } from './lazy-panel';
import { lazyWithRetry } from './lazy-with-retry';

interface PanelProps {
  open: boolean;
}

function TestPanel({ open }: PanelProps) {
  return (
    <div role="dialog" aria-label="Test panel" hidden={!open}>
      Panel content
    </div>
  );
}

function BrokenPanel(): never {
  throw new Error('panel bug');
}

let network: 'up' | 'down';
let loads: number;

/** A panel's chunk, fetched over a network the test switches on and off. */
function loadPanel(panel: ComponentType<PanelProps>) {
  return () => {
    loads += 1;
    return network === 'up'
      ? Promise.resolve({ default: panel })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  };
}

function Page({ panel, onClose }: { panel: ComponentType<PanelProps>; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const Panel = panel;
  return (
    <main>
      <h1>Store page</h1>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Toggle panel
      </button>
      <LazyPanel
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <Panel open={open} />
      </LazyPanel>
    </main>
  );
}

beforeEach(() => {
  network = 'up';
  loads = 0;
});

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLanguage('en');
  i18next.removeResourceBundle('ur', 'translation');
});

describe('LazyPanel', () => {
  it('fetches the panel on first open and keeps it mounted once closed', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page panel={lazyWithRetry(loadPanel(TestPanel))} />);
    expect(loads).toBe(0);
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Toggle panel' }));
    expect(await screen.findByRole('dialog', { name: 'Test panel' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Toggle panel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { hidden: true })).not.toBeVisible();
    expect(loads).toBe(1);
  });

  it('keeps the page, closes the panel and says so when its code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network = 'down';
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <Page panel={lazyWithRetry(loadPanel(TestPanel))} onClose={onClose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Toggle panel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Failed');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Store page' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Toggle panel' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument();
  });

  it('says it in Urdu to an Urdu reader', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network = 'down';
    const user = userEvent.setup();
    await renderWithProviders(<Page panel={lazyWithRetry(loadPanel(TestPanel))} />);
    provideUrduResources();
    await act(() => changeLanguage('ur'));

    await user.click(screen.getByRole('button', { name: 'Toggle panel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('کنکشن ناکام ہو گیا');
  });

  it('fetches the code again on the next opening once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network = 'down';
    const user = userEvent.setup();
    await renderWithProviders(<Page panel={lazyWithRetry(loadPanel(TestPanel))} />);
    const toggle = screen.getByRole('button', { name: 'Toggle panel' });

    await user.click(toggle);
    await screen.findByRole('alert');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    network = 'up';
    await user.click(toggle);

    expect(await screen.findByRole('dialog', { name: 'Test panel' })).toBeVisible();
    expect(loads).toBe(2);
  });

  it('does not fetch again while the caller keeps the panel open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    network = 'down';
    const StuckOpen = lazyWithRetry(loadPanel(TestPanel));
    await renderWithProviders(
      <LazyPanel open onClose={() => undefined}>
        <StuckOpen open />
      </LazyPanel>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Connection Failed');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads).toBe(1);
  });

  it('leaves a bug inside the panel to the page error handling', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <Page panel={lazyWithRetry(loadPanel(BrokenPanel))} onClose={onClose} />,
    );

    await user.click(screen.getByRole('button', { name: 'Toggle panel' }));

    expect(await screen.findByRole('heading', { name: 'panel bug' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Store page' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

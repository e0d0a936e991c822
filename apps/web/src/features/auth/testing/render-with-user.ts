import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderWithProviders } from '../../../test/render-app';

/** Renders `ui` inside the providers at `path`, with a user-event session to drive it. */
export async function renderWithUser(ui: ReactElement, path: string) {
  const view = await renderWithProviders(ui, path);
  return { ...view, user: userEvent.setup() };
}

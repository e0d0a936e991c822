import { MESSAGES } from '@sauda/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-app';
import { QuantityStepper } from './quantity-stepper';

function Controlled({ start, maximum, busy }: { start: number; maximum: number; busy?: boolean }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} maximum={maximum} onChange={setValue} busy={busy} />;
}

const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });
const shown = () => screen.getByRole('group', { name: 'Quantity' }).querySelector('output');

describe('QuantityStepper', () => {
  it('counts up to the maximum and refuses one more with the spec alert', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled start={1} maximum={3} />);
    await user.click(plus());
    await user.click(plus());
    expect(shown()).toHaveTextContent('3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(plus());
    expect(shown()).toHaveTextContent('3');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.exceedsRemainingUnits);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Selected Product exceeds the total remaining units',
    );
  });

  it('clears the alert once the quantity changes again', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled start={2} maximum={2} />);
    await user.click(plus());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(minus());
    expect(shown()).toHaveTextContent('1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('allows minus only from 1: disabled at 0', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled start={1} maximum={5} />);
    expect(minus()).toBeEnabled();
    await user.click(minus());
    expect(shown()).toHaveTextContent('0');
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
  });

  it('stops at 99 when the product reports no available quantity', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Controlled start={98} maximum={99} />);
    await user.click(plus());
    expect(shown()).toHaveTextContent('99');
    await user.click(plus());
    expect(shown()).toHaveTextContent('99');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('blocks every change while adding to the cart', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<QuantityStepper value={2} maximum={5} onChange={onChange} busy />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names the group after what it counts', async () => {
    await renderWithProviders(
      <QuantityStepper value={1} maximum={5} onChange={() => undefined} label="Quantity of Naan" />,
    );
    expect(screen.getByRole('group', { name: 'Quantity of Naan' })).toBeInTheDocument();
  });
});

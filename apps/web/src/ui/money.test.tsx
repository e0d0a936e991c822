import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money, formatRupees } from './money';

describe('formatRupees', () => {
  it('shows 2 decimals with thousands separators', () => {
    expect(formatRupees(1234)).toBe('Rs 1,234.00');
    expect(formatRupees(1234567.5, 'PKR')).toBe('PKR 1,234,567.50');
    expect(formatRupees(0.1 + 0.2, 'RS')).toBe('RS 0.30');
  });
});

describe('Money', () => {
  it('renders rupees or paisa as one unbroken price', () => {
    render(
      <p>
        <Money rupees={99.5} /> <Money paisa={150_000} prefix="PKR" />
      </p>,
    );
    expect(screen.getByText('Rs 99.50')).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(screen.getByText('PKR 1,500.00')).toBeInTheDocument();
  });

  it('strikes the old price through', () => {
    render(<Money rupees={500} struck />);
    expect(screen.getByText('Rs 500.00').tagName).toBe('S');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n';
import { OtpInput } from './otp-input';

beforeAll(async () => {
  await initI18n('en');
});

function Harness({ onComplete, error }: { onComplete?: (code: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput
        value={value}
        onChange={setValue}
        onComplete={onComplete}
        label="6-digit code"
        error={error}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, index) =>
    screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${index + 1} of 6` }),
  );
}

describe('OtpInput', () => {
  it('is a labelled group of six numeric boxes, the first one for the SMS code autofill', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: '6-digit code' })).toBeInTheDocument();
    const all = boxes();
    expect(all).toHaveLength(6);
    for (const box of all) {
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAttribute('pattern', '[0-9]*');
    }
    expect(all[0]).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves to the next box on each digit and reports the whole code', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('456');
    expect(screen.getByTestId('value')).toHaveTextContent('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('takes digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('a-1');
    expect(boxes()[0]).toHaveValue('1');
    expect(boxes()[1]).toHaveFocus();
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
  });

  it('fills every box from a paste and completes', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[2]!);
    await user.paste('Your code: 987 654');
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('moves back with Backspace from an empty box, clearing the one before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(boxes()[1]).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent(/^1$/);
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveValue('');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[3]!);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
  });

  it('marks every box invalid and describes the group with the error', () => {
    render(<Harness error="Please enter the 6-digit code" />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Please enter the 6-digit code');
    for (const box of boxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Step 1 of sign-up and of the PIN reset: types 300 1234567 and asks for the code. */
export async function sendMobileNumber(user: UserEvent): Promise<void> {
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '3001234567');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

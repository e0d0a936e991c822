import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** What a test does on each step of the wizard, the way a merchant would. */
export function wizardSteps(user: UserEvent) {
  const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
  return {
    next,
    nameBox: (number: number) => screen.getByRole('textbox', { name: `Name of product ${number}` }),
    async nameProducts(...names: string[]) {
      for (const [index, name] of names.entries()) {
        if (index > 0)
          await user.click(screen.getByRole('button', { name: 'Add another product' }));
        const box = await screen.findByRole('textbox', { name: `Name of product ${index + 1}` });
        await user.type(box, name);
      }
      await next();
    },
    async upload(...files: File[]) {
      await user.upload(screen.getByTestId('photo-input'), files);
    },
    async linkPhoto(number: number, product: string) {
      await user.click(screen.getByLabelText(`Product for photo ${number}`));
      await user.click(await screen.findByRole('option', { name: product }));
    },
    photosOf: (product: string) =>
      within(screen.getByLabelText(`Photos of ${product}`))
        .queryAllByRole('img')
        .map((image) => image.getAttribute('src')),
    async fillDetails(product: string, price: string) {
      const card = within(screen.getByLabelText(product));
      await user.click(card.getByRole('combobox', { name: 'Category' }));
      await user.click(await screen.findByRole('option', { name: 'Rice' }));
      await user.type(card.getByRole('spinbutton', { name: 'Price' }), price);
    },
  };
}

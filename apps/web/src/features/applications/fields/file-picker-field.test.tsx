import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CV_MIME_TYPES, FORM_FILE_MAX_BYTES, FORM_MESSAGES, PHOTO_MIME_TYPES } from '@sauda/domain';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app';
import { testFile } from '../testing/test-files';
import { FilePickerField } from './file-picker-field';
import { ApplicationFormProvider, useFormMethods } from '../form/application-form-provider';

/** What the form holds for the field, as a test can read it. */
function KeptFile() {
  const { control } = useFormMethods();
  const value: unknown = useWatch({ control, name: 'upload' });
  return <output aria-label="Kept file">{value instanceof File ? value.name : 'none'}</output>;
}

const picker = () => within(screen.getByRole('group', { name: 'Your photo' }));
const keptFile = () => screen.getByRole('status', { name: 'Kept file' });

function Harness({ cv = false }: { cv?: boolean }) {
  const methods = useForm<Record<string, unknown>>();
  return (
    <ApplicationFormProvider methods={methods}>
      <FilePickerField
        name="upload"
        label="Your photo"
        hint="JPEG or PNG, up to 5 MB."
        types={cv ? CV_MIME_TYPES : PHOTO_MIME_TYPES}
        typeMessage={cv ? FORM_MESSAGES.cvTypeNotValid : FORM_MESSAGES.imageTypeNotValid}
      />
      <KeptFile />
    </ApplicationFormProvider>
  );
}

async function renderPicker(cv = false) {
  await renderWithProviders(<Harness cv={cv} />);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { input, user: userEvent.setup({ applyAccept: false }) };
}

describe('FilePickerField', () => {
  it('offers only the accepted types to the device chooser', async () => {
    const { input } = await renderPicker();
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(screen.getByRole('group', { name: 'Your photo' })).toBeInTheDocument();
  });

  it('refuses a GIF at once with the domain message and keeps nothing', async () => {
    const { input, user } = await renderPicker();
    await user.upload(input, testFile('dance.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(FORM_MESSAGES.imageTypeNotValid);
    expect(screen.getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      `JPEG or PNG, up to 5 MB. ${FORM_MESSAGES.imageTypeNotValid}`,
    );
    expect(keptFile()).toHaveTextContent('none');
  });

  it('refuses a text file for a CV', async () => {
    const { input, user } = await renderPicker(true);
    await user.upload(input, testFile('cv.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent(FORM_MESSAGES.cvTypeNotValid);
  });

  it('refuses a file over 5 MB', async () => {
    const { input, user } = await renderPicker();
    await user.upload(input, testFile('huge.png', 'image/png', FORM_FILE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(FORM_MESSAGES.fileTooLarge);
    expect(keptFile()).toHaveTextContent('none');
  });

  it('shows a chosen image with its name, size and thumbnail, and removes it', async () => {
    const { input, user } = await renderPicker();
    await user.upload(input, testFile('imran.png', 'image/png', 340 * 1024));
    expect(picker().getByText('imran.png')).toBeInTheDocument();
    expect(picker().getByText('340 kB')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of imran.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(keptFile()).toHaveTextContent('imran.png');

    await user.click(screen.getByRole('button', { name: 'Remove imran.png' }));
    expect(picker().queryByText('imran.png')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose file' })).toHaveFocus());
    expect(keptFile()).toHaveTextContent('none');
  });

  it('clears an earlier refusal when a good file is chosen, and shows a PDF without thumbnail', async () => {
    const { input, user } = await renderPicker(true);
    await user.upload(input, testFile('cv.txt', 'text/plain'));
    await user.upload(input, testFile('cv.pdf', 'application/pdf', 2 * 1024 * 1024));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(picker().getByText('cv.pdf')).toBeInTheDocument();
    expect(picker().getByText('2 MB')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

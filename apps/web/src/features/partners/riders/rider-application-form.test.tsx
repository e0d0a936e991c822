import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FORM_MESSAGES, karachiDate } from '@sauda/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../test/render-app';
import {
  duplicateAnswer,
  refusedAnswer,
  sentForm,
  storedAnswer,
} from '../../applications/testing/form-service';
import { photoFile } from '../../applications/testing/test-files';
import { RiderApplicationForm } from './rider-application-form';

afterEach(() => vi.unstubAllGlobals());

async function renderForm() {
  const view = await renderWithProviders(<RiderApplicationForm labelledBy="x" />, '/riders');
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

function yearsAgo(years: number): string {
  const today = karachiDate(new Date());
  return `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;
}

const photoInput = () =>
  document.querySelector<HTMLInputElement>('input[type="file"][name="photo"]')!;

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Imran Khan');
  await user.type(screen.getByLabelText('Mobile number'), '3001234567');
  await user.type(screen.getByLabelText('CNIC number'), '4210112345671');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1998-04-12' } });
  await user.selectOptions(screen.getByLabelText('City you will ride in'), 'Karachi');
  await user.click(screen.getByRole('checkbox', { name: 'I hold a valid motorbike licence' }));
  await user.click(screen.getByRole('checkbox', { name: 'I own a motorbike' }));
  await user.upload(photoInput(), photoFile('imran.png'));
}

describe('RiderApplicationForm', () => {
  it('sends a complete application and shows the confirmation with the reference', async () => {
    const fetch = stubFetch(() => storedAnswer('rider', 128));
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    const heading = await screen.findByRole('heading', {
      name: 'Application received. Welcome aboard!',
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText('#128')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    const sent = sentForm(fetch.call(0));
    expect(fetch.call(0).url).toBe('/api/v1/forms/rider');
    expect(Object.fromEntries([...sent].filter(([, value]) => typeof value === 'string'))).toEqual({
      full_name: 'Imran Khan',
      mobile_number: '+923001234567',
      cnic: '42101-1234567-1',
      date_of_birth: '1998-04-12',
      city: 'Karachi',
      has_motorbike_licence: 'true',
      owns_motorbike: 'true',
    });
    expect((sent.get('photo') as File).name).toBe('imran.png');
  });

  it('refuses a rider under 18 with the domain words', async () => {
    await renderForm();
    const date = screen.getByLabelText('Date of birth');
    expect(date).toHaveAttribute('max', karachiDate(new Date()));
    fireEvent.change(date, { target: { value: yearsAgo(17) } });
    fireEvent.blur(date);
    expect(await screen.findByText(FORM_MESSAGES.riderTooYoung)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(FORM_MESSAGES.riderTooYoung);
  });

  it('refuses an incomplete CNIC', async () => {
    const { user } = await renderForm();
    const cnic = screen.getByLabelText('CNIC number');
    await user.type(cnic, '42101123');
    expect(cnic).toHaveValue('42101-123');
    await user.tab();
    expect(await screen.findByText(FORM_MESSAGES.cnicNotValid)).toBeInTheDocument();
    expect(cnic).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every missing answer on submit, focuses the first and sends nothing', async () => {
    const fetch = stubFetch(() => storedAnswer('rider', 1));
    const { user } = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(FORM_MESSAGES.fullNameRequired)).toBeInTheDocument();
    for (const message of [
      FORM_MESSAGES.mobileRequired,
      FORM_MESSAGES.cnicRequired,
      FORM_MESSAGES.dateOfBirthRequired,
      FORM_MESSAGES.cityRequired,
      FORM_MESSAGES.licenceRequired,
      FORM_MESSAGES.motorbikeRequired,
      FORM_MESSAGES.photoRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'I own a motorbike' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetch.calls).toHaveLength(0);
  });

  it("puts the server's field messages under their fields and focuses the first", async () => {
    stubFetch(() => refusedAnswer({ cnic: FORM_MESSAGES.cnicNotValid, photo: 'Unreadable.' }));
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    const cnic = screen.getByLabelText('CNIC number');
    await waitFor(() => expect(cnic).toHaveFocus());
    expect(cnic).toHaveAccessibleDescription(FORM_MESSAGES.cnicNotValid);
    expect(screen.getByText('Unreadable.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /check the form/ })).not.toBeInTheDocument();
  });

  it('shows a failure no field can hold above the button, and keeps the answers', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: { code: 'media_unavailable', message: FORM_MESSAGES.filesUnavailable } },
        503,
      ),
    );
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FORM_MESSAGES.filesUnavailable);
    expect(screen.getByLabelText('Full name')).toHaveValue('Imran Khan');
  });

  it('answers a repeat within a day politely, as a confirmation', async () => {
    stubFetch(() => duplicateAnswer('rider', 77, FORM_MESSAGES.alreadyApplied));
    const { user } = await renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByRole('heading', { name: 'We already have your application' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(FORM_MESSAGES.alreadyApplied);
    expect(screen.getByText('#77')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

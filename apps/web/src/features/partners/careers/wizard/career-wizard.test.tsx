import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { FORM_MESSAGES } from '@sauda/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../api/testing/fetch-stub';
import { renderWithProviders } from '../../../../test/render-app';
import {
  duplicateAnswer,
  refusedAnswer,
  sentForm,
  storedAnswer,
} from '../../../applications/testing/form-service';
import { testFile } from '../../../applications/testing/test-files';
import { CareerWizard } from './career-wizard';

afterEach(() => vi.unstubAllGlobals());

async function renderWizard(roleChoice: { role: string } | null = null) {
  const view = await renderWithProviders(
    <CareerWizard labelledBy="title" roleChoice={roleChoice} />,
    '/careers',
  );
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
}

const stepTab = (name: RegExp) => screen.getByRole('tab', { name });
const stepHeading = () => screen.getByRole('group', { name: /^Step \d of 4/ });

async function fillAboutYou(user: UserEvent) {
  await user.type(screen.getByLabelText('Full name'), 'Hina Raza');
  await user.type(screen.getByLabelText('Email address'), 'hina@example.com');
  await user.type(screen.getByLabelText('Mobile number'), '3331234567');
}

async function fillRole(user: UserEvent) {
  await user.selectOptions(screen.getByLabelText('Role you are applying for'), 'Data Analyst');
  await user.type(screen.getByLabelText('Years of experience'), '4');
}

describe('CareerWizard', () => {
  it('opens on "About you" with four step buttons', async () => {
    await renderWizard();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '1About you',
      '2Role & experience',
      '3CV & cover letter',
      '4Review',
    ]);
    expect(stepTab(/About you/)).toHaveAttribute('aria-selected', 'true');
    expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you');
  });

  it('checks a step before moving on: errors stay on it and mark its step button', async () => {
    const { user } = await renderWizard();
    await user.type(screen.getByLabelText('Email address'), 'hina@');
    await user.click(stepTab(/Review/));
    expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you');
    expect(screen.getByText(FORM_MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.emailNotValid)).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(stepTab(/About you/)).toHaveAccessibleName(/Needs attention/);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you');
  });

  it('moves on with Next and step buttons once a step is right, and back freely', async () => {
    const { user } = await renderWizard();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading()).toHaveAccessibleName('Step 2 of 4: Role & experience');
    expect(stepTab(/About you/)).not.toHaveAccessibleName(/Needs attention/);

    await user.type(screen.getByLabelText('Years of experience'), '99');
    await user.click(stepTab(/CV & cover letter/));
    expect(stepHeading()).toHaveAccessibleName('Step 2 of 4: Role & experience');
    expect(screen.getByText(FORM_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(screen.getByText(FORM_MESSAGES.experienceNotValid)).toBeInTheDocument();
    expect(stepTab(/Role & experience/)).toHaveAccessibleName(/Needs attention/);

    await user.click(stepTab(/About you/));
    expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you');
    expect(screen.getByLabelText('Full name')).toHaveValue('Hina Raza');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Years of experience')).toHaveValue('99');
  });

  it('refuses a CV of the wrong type on its step', async () => {
    const { user } = await renderWizard();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillRole(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="cv"]')!;
    await user.upload(input, testFile('cv.txt', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent(FORM_MESSAGES.cvTypeNotValid);
  });

  it('reviews everything, then submits and confirms', async () => {
    const fetch = stubFetch(() => storedAnswer('career', 9));
    const { user } = await renderWizard({ role: 'Product Designer' });
    await fillAboutYou(user);
    await user.click(stepTab(/Role & experience/));
    expect(screen.getByLabelText('Role you are applying for')).toHaveValue('Product Designer');
    await user.type(screen.getByLabelText('Years of experience'), '3');
    await user.click(stepTab(/CV & cover letter/));
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="cv"]')!;
    await user.upload(input, testFile('hina-raza-cv.pdf', 'application/pdf'));
    await user.type(screen.getByLabelText('Cover letter (optional)'), 'I love maps.');
    await user.click(stepTab(/Review/));

    const review = stepHeading();
    expect(review).toHaveAccessibleName('Step 4 of 4: Review');
    for (const shown of [
      'Hina Raza',
      'hina@example.com',
      'Product Designer',
      'hina-raza-cv.pdf',
      'I love maps.',
    ]) {
      expect(within(review).getByText(shown)).toBeInTheDocument();
    }
    expect(within(review).getByText('Not given')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(
      await screen.findByRole('heading', { name: 'Thanks for applying to Sauda!' }),
    ).toHaveFocus();
    const sent = sentForm(fetch.call(0));
    expect(fetch.call(0).url).toBe('/api/v1/forms/career');
    expect(sent.get('role')).toBe('Product Designer');
    expect(sent.get('experience_years')).toBe('3');
    expect(sent.get('mobile_number')).toBe('+923331234567');
    expect((sent.get('cv') as File).name).toBe('hina-raza-cv.pdf');
  });

  it('edits from the review with the Edit buttons', async () => {
    const { user } = await renderWizard({ role: 'Data Analyst' });
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Years of experience'), '2');
    await user.click(stepTab(/Review/));
    await user.click(screen.getByRole('button', { name: 'Edit About you' }));
    expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you');
  });

  it('opens the step of a field the server refused and shows its message', async () => {
    stubFetch(() => refusedAnswer({ email: FORM_MESSAGES.emailNotValid }));
    const { user } = await renderWizard({ role: 'Data Analyst' });
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Years of experience'), '2');
    await user.click(stepTab(/Review/));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(stepHeading()).toHaveAccessibleName('Step 1 of 4: About you'));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      FORM_MESSAGES.emailNotValid,
    );
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
    expect(stepTab(/About you/)).toHaveAccessibleName(/Needs attention/);
  });

  it('confirms a repeat within a day politely', async () => {
    stubFetch(() => duplicateAnswer('career', 4, FORM_MESSAGES.alreadyApplied));
    const { user } = await renderWizard({ role: 'Data Analyst' });
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Years of experience'), '2');
    await user.click(stepTab(/Review/));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(
      await screen.findByRole('heading', { name: 'We already have your application' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(FORM_MESSAGES.alreadyApplied);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf, jsonResponse, stubFetch } from '../../../api/testing/fetch-stub';
import { isRequestError } from '../../../api/request-error';
import { duplicateAnswer, sentForm, storedAnswer } from '../testing/form-service';
import { photoFile } from '../testing/test-files';
import { submitApplication } from './submit-application';

afterEach(() => vi.unstubAllGlobals());

const rider = {
  full_name: 'Imran Khan',
  mobile_number: '+923001234567',
  cnic: '42101-1234567-1',
  date_of_birth: '1998-04-12',
  city: 'Karachi' as const,
  has_motorbike_licence: true as const,
  owns_motorbike: true as const,
  photo: photoFile(),
};

describe('submitApplication', () => {
  it('posts multipart to the form service: files as files, booleans as "true"', async () => {
    const fetch = stubFetch(() => storedAnswer('rider', 7));
    const answer = await submitApplication('rider', rider);
    expect(answer.submission).toMatchObject({ id: 7, duplicate: false });
    const call = fetch.call(0);
    expect(call.url).toBe('/api/v1/forms/rider');
    expect(call.init.method).toBe('POST');
    const sent = sentForm(call);
    expect(sent.get('has_motorbike_licence')).toBe('true');
    expect(sent.get('cnic')).toBe('42101-1234567-1');
    const photo = sent.get('photo');
    expect(photo).toBeInstanceOf(File);
    expect((photo as File).name).toBe('me.png');
    expect(new Headers(call.init.headers).get('Content-Type')).toBeNull();
  });

  it('sends numbers as text and leaves out empty optional fields', async () => {
    const fetch = stubFetch(() => storedAnswer('career', 3));
    await submitApplication('career', {
      full_name: 'Hina Raza',
      email: 'hina@example.com',
      mobile_number: '+923211234567',
      role: 'Data Analyst',
      experience_years: 4,
      linkedin_url: undefined,
      cover_letter: undefined,
      cv: undefined,
    });
    const sent = sentForm(fetch.call(0));
    expect(sent.get('experience_years')).toBe('4');
    expect(sent.has('linkedin_url')).toBe(false);
    expect(sent.has('cv')).toBe(false);
  });

  it('resolves a repeat with the earlier submission and its polite message', async () => {
    stubFetch(() => duplicateAnswer('rider', 5, 'We already have your application from today.'));
    const answer = await submitApplication('rider', rider);
    expect(answer).toEqual({
      submission: expect.objectContaining({ id: 5, duplicate: true }),
      message: 'We already have your application from today.',
    });
  });

  it('throws a RequestError carrying the status of a refusal', async () => {
    stubFetch(() =>
      jsonResponse({ error: { code: 'file_too_large', message: 'Too large.' } }, 413),
    );
    const error = await failureOf(submitApplication('rider', rider));
    expect(isRequestError(error) && error.status).toBe(413);
  });
});

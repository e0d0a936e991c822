import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestError } from '../../api/request-error';
import { changeLanguage, i18next, initI18n } from '../i18n';
import { isolated } from '../testing/keyed-message-samples';
import { provideUrduResources } from '../testing/urdu-resources';
import { errorText, otpFailureText } from './error-text';

const t = () => i18next.t.bind(i18next);

function refusal(error: Record<string, unknown>): RequestError {
  return new RequestError({
    kind: 'http',
    status: 400,
    code: String(error.code),
    message: String(error.message),
    data: { error },
  });
}

const WRONG_CODE = refusal({
  code: 'otp_invalid',
  message: 'The code is not correct. You have 2 tries left.',
  message_key: 'auth.otpInvalid',
  params: { count: 2 },
});

const OFFLINE = new RequestError({
  kind: 'network',
  status: 0,
  code: 'connection_failed',
  message: 'Connection Failed',
});

describe('errorText in English', () => {
  beforeAll(() => initI18n('en'));

  it('shows the server’s English words', () => {
    expect(errorText(t(), WRONG_CODE)).toBe('The code is not correct. You have 2 tries left.');
    expect(errorText(t(), OFFLINE)).toBe('Connection Failed');
    expect(errorText(t(), new Error('boom'))).toBe('Something went wrong!');
  });
});

describe('errorText in Urdu', () => {
  beforeAll(async () => {
    await initI18n('en');
    provideUrduResources();
    await changeLanguage('ur');
  });
  afterAll(() => changeLanguage('en'));

  it('translates the server’s message by its key, with its values', () => {
    expect(errorText(t(), WRONG_CODE)).toBe('کوڈ درست نہیں ہے۔ آپ کے پاس 2 کوششیں باقی ہیں۔');
    const closed = refusal({
      code: 'store_closed',
      message: 'Bundu Khan is closed now. Choose a delivery time.',
      message_key: 'checkout.storeClosed',
      params: { store: 'Bundu Khan' },
    });
    expect(errorText(t(), closed)).toBe(
      `${isolated('Bundu Khan')} اس وقت بند ہے۔ براہِ کرم ڈیلیوری کا وقت منتخب کریں۔`,
    );
  });

  it('translates the requester’s own failures and falls back to the server’s words', () => {
    expect(errorText(t(), OFFLINE)).toMatch(/[\u0600-\u06FF]/);
    expect(errorText(t(), refusal({ code: 'x', message: 'Gateway says no' }))).toBe(
      'Gateway says no',
    );
  });

  it('reads an OTP failure without a reason as "Something went wrong!" in Urdu', () => {
    const urdu = otpFailureText(t(), OFFLINE);
    expect(urdu).toMatch(/[\u0600-\u06FF]/);
    expect(urdu).toBe(otpFailureText(t(), new Error('boom')));
  });
});

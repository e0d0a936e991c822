import {
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  FORM_MESSAGES,
  MESSAGES,
  NAME_MAX_LENGTH,
  VOUCHER_MESSAGES,
  minimumOrderMessage,
} from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n';
import { provideUrduResources } from '../testing/urdu-resources';
import { translateMessage } from './translate-message';

const t = () => i18next.t.bind(i18next);

describe('translateMessage in English', () => {
  beforeAll(() => initI18n('en'));

  it('shows the domain text word for word', () => {
    expect(translateMessage(t(), MESSAGES.enterPhone)).toBe('Please Enter Phone No');
    expect(translateMessage(t(), AUTH_MESSAGES.loginLocked(3))).toBe(AUTH_MESSAGES.loginLocked(3));
  });
});

describe('translateMessage in Urdu', () => {
  beforeAll(async () => {
    await initI18n('en');
    provideUrduResources();
    await changeLanguage('ur');
  });
  afterAll(() => changeLanguage('en'));

  it('finds a validation message by its English words', () => {
    expect(translateMessage(t(), MESSAGES.enterPhone)).toBe('براہِ کرم فون نمبر درج کریں');
    expect(translateMessage(t(), ` ${MESSAGES.fieldRequired} `)).toBe('یہ خانہ لازمی ہے');
  });

  it('translates server answers of every catalog', () => {
    for (const text of [
      AUTH_MESSAGES.invalidCredentials,
      VOUCHER_MESSAGES.expired,
      ADDRESS_MESSAGES.pickOnMap,
      AUTH_MESSAGES.otpInvalid(0),
      'Please check the highlighted fields.',
    ]) {
      const urdu = translateMessage(t(), text);
      expect(urdu, text).not.toBe(text);
      expect(urdu, text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('fills in the limits a message states from the domain constants', () => {
    expect(translateMessage(t(), FORM_MESSAGES.nameNotValid)).toContain(String(NAME_MAX_LENGTH));
  });

  it('carries numbers and names of server texts into the Urdu', () => {
    const locked = translateMessage(t(), AUTH_MESSAGES.loginLocked(15));
    expect(locked).toContain('15');
    expect(locked).toMatch(/منٹ/);
    expect(translateMessage(t(), AUTH_MESSAGES.otpInvalid(1))).toContain('1');
    expect(translateMessage(t(), AUTH_MESSAGES.otpResendTooEarly(30))).toContain('30');
    const sent = translateMessage(t(), AUTH_MESSAGES.codeSent('+92 300 ***4567'));
    expect(sent).toContain('\u2068+92 300 ***4567\u2069');
    const minimum = translateMessage(t(), minimumOrderMessage(50_000));
    expect(minimum).toContain('Rs 500');
    expect(minimum).toMatch(/کم از کم/);
  });

  it('shows a text no catalog knows as it came', () => {
    expect(translateMessage(t(), 'Gateway says no')).toBe('Gateway says no');
    expect(translateMessage(t(), '')).toBe('');
  });
});

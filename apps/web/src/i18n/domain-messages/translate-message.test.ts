import {
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  FORM_MESSAGES,
  KEYED_AUTH_MESSAGES,
  KEYED_CHECKOUT_MESSAGES,
  KEYED_SERVER_MESSAGES,
  MAX_TIP_RUPEES,
  MESSAGES,
  NAME_MAX_LENGTH,
  SERVER_MESSAGES,
  VOUCHER_MESSAGES,
} from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n';
import { KEYED_MESSAGE_SAMPLES, isolated } from '../testing/keyed-message-samples';
import { flattenLocale } from '../testing/locale-keys';
import { provideUrduResources, urResources } from '../testing/urdu-resources';
import { DOMAIN_MESSAGES_SECTION, fixedMessageEntries } from './message-catalogs';
import { translateMessage } from './translate-message';

const t = () => i18next.t.bind(i18next);

/** `[catalog.key, English]` of the server's and checkout's fixed texts. */
const serverAndCheckoutTexts = () =>
  fixedMessageEntries().filter(([key]) => /^(server|checkout)\./.test(key));

describe('translateMessage in English', () => {
  beforeAll(() => initI18n('en'));

  it('shows the domain text word for word', () => {
    expect(translateMessage(t(), MESSAGES.enterPhone)).toBe('Please Enter Phone No');
  });

  it('shows a keyed message in the English words the server sent', () => {
    for (const [message] of KEYED_MESSAGE_SAMPLES) {
      expect(translateMessage(t(), message), message.key).toBe(message.text);
    }
    const locked = KEYED_AUTH_MESSAGES.loginLocked(1);
    expect(translateMessage(t(), locked)).toBe(AUTH_MESSAGES.loginLocked(1));
  });

  it('shows the server and checkout fixed texts word for word', () => {
    for (const [key, english] of serverAndCheckoutTexts()) {
      expect(translateMessage(t(), { key, text: english })).toBe(english);
    }
  });
});

describe('translateMessage in Urdu', () => {
  beforeAll(async () => {
    await initI18n('en');
    provideUrduResources();
    await changeLanguage('ur');
  });
  afterAll(() => changeLanguage('en'));

  it('places the names, amounts and counts of a keyed message in the Urdu sentence', () => {
    for (const [message, urdu] of KEYED_MESSAGE_SAMPLES) {
      expect(translateMessage(t(), message), message.key).toBe(urdu);
    }
  });

  it('counts in the Urdu with the number the server sent', () => {
    const locked = translateMessage(t(), KEYED_AUTH_MESSAGES.loginLocked(1));
    expect(locked).toContain('1 منٹ');
    const minutes = translateMessage(t(), KEYED_SERVER_MESSAGES.rateLimitedFor(120));
    expect(minutes).toContain('2 منٹ');
  });

  it('isolates a name, so that Latin text keeps its direction in the Urdu sentence', () => {
    const urdu = translateMessage(t(), KEYED_CHECKOUT_MESSAGES.outOfStock('Milk 1 L (Pack)'));
    expect(urdu.startsWith(isolated('Milk 1 L (Pack)'))).toBe(true);
  });

  it('translates every fixed text of the server and checkout by its key', () => {
    const urdu = flattenLocale(urResources);
    for (const [key, english] of serverAndCheckoutTexts()) {
      const expected = urdu.get(`${DOMAIN_MESSAGES_SECTION}.${key}`);
      expect(expected, key).toMatch(/[\u0600-\u06FF]/);
      expect(translateMessage(t(), { key, text: english }), key).toBe(expected);
    }
  });

  it('reads keyed server answers of every catalog in Urdu', () => {
    expect(
      translateMessage(t(), { key: 'server.orderNotFound', text: SERVER_MESSAGES.orderNotFound }),
    ).toBe('یہ آرڈر نہیں مل سکا۔');
    expect(
      translateMessage(t(), {
        key: 'checkout.paymentChannelUnavailable',
        text: CHECKOUT_MESSAGES.paymentChannelUnavailable,
      }),
    ).toBe('ادائیگی کا یہ طریقہ دستیاب نہیں ہے۔ براہِ کرم ڈیلیوری پر نقد ادائیگی کریں۔');
    for (const [key, text] of [
      ['auth.invalidCredentials', AUTH_MESSAGES.invalidCredentials],
      ['vouchers.expired', VOUCHER_MESSAGES.expired],
      ['addresses.pickOnMap', ADDRESS_MESSAGES.pickOnMap],
      ['auth.otpNoTriesLeft', AUTH_MESSAGES.otpInvalid(0)],
    ] as const) {
      const urdu = translateMessage(t(), { key, text });
      expect(urdu, key).not.toBe(text);
      expect(urdu, key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('fills in the limits a message states from the domain constants', () => {
    expect(translateMessage(t(), FORM_MESSAGES.nameNotValid)).toContain(String(NAME_MAX_LENGTH));
    const keyed = { key: 'forms.nameNotValid', text: FORM_MESSAGES.nameNotValid };
    expect(translateMessage(t(), keyed)).toContain(String(NAME_MAX_LENGTH));
  });

  it('finds the web’s own form messages by their English words', () => {
    expect(translateMessage(t(), MESSAGES.enterPhone)).toBe('براہِ کرم فون نمبر درج کریں');
    expect(translateMessage(t(), ` ${MESSAGES.fieldRequired} `)).toBe('یہ خانہ لازمی ہے');
    expect(translateMessage(t(), CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES))).toBe(
      `ٹِپ زیادہ سے زیادہ ${isolated(`Rs ${MAX_TIP_RUPEES}`)} ہو سکتی ہے`,
    );
  });

  it('finds every English text under one key only', () => {
    const texts = fixedMessageEntries().map(([, english]) => english);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('shows the message as it came when no catalog knows it or its key', () => {
    expect(translateMessage(t(), 'Gateway says no')).toBe('Gateway says no');
    expect(translateMessage(t(), '')).toBe('');
    expect(translateMessage(t(), { text: 'Gateway says no' })).toBe('Gateway says no');
    expect(translateMessage(t(), { key: 'server.somethingNew', text: 'Something new.' })).toBe(
      'Something new.',
    );
  });

  it('no longer reads values back out of English words: only the key carries them', () => {
    const english = CHECKOUT_MESSAGES.outOfStock('Milk');
    expect(translateMessage(t(), english)).toBe(english);
  });
});

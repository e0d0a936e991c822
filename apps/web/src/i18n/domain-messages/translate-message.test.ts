import {
  ADDRESS_MESSAGES,
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  FORM_MESSAGES,
  MAX_TIP_RUPEES,
  MESSAGES,
  NAME_MAX_LENGTH,
  ORDER_MESSAGES,
  SERVER_MESSAGES,
  VOUCHER_MESSAGES,
  minimumOrderMessage,
} from '@sauda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, initI18n } from '../i18n';
import { flattenLocale } from '../testing/locale-keys';
import { provideUrduResources, urResources } from '../testing/urdu-resources';
import { DOMAIN_MESSAGES_SECTION, fixedMessageEntries } from './message-catalogs';
import { translateMessage } from './translate-message';

const t = () => i18next.t.bind(i18next);

/** Names and amounts come back wrapped in Unicode isolates. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/** `[catalog.key, English]` of the server's and checkout's fixed texts. */
const serverAndCheckoutTexts = () =>
  fixedMessageEntries().filter(([key]) => /^(server|checkout)\./.test(key));

/** Server texts with a value, in English, and the Urdu each must read as. */
const TEXTS_WITH_VALUES: ReadonlyArray<[english: string, urdu: string]> = [
  [
    SERVER_MESSAGES.rateLimitedFor('30 seconds'),
    'بہت زیادہ درخواستیں۔ براہِ کرم 30 سیکنڈ بعد دوبارہ کوشش کریں۔',
  ],
  [
    SERVER_MESSAGES.rateLimitedFor('1 minute'),
    'بہت زیادہ درخواستیں۔ براہِ کرم 1 منٹ بعد دوبارہ کوشش کریں۔',
  ],
  [
    SERVER_MESSAGES.mapViewTooLarge(1.5),
    `نقشے کا یہ منظر اتنا بڑا ہے کہ اس کی جگہیں نہیں دکھائی جا سکتیں (ہر سمت زیادہ سے زیادہ ${isolated('1.5')}°)۔ براہِ کرم زوم اِن کر کے دوبارہ کوشش کریں۔`,
  ],
  [
    ORDER_MESSAGES.invalidTransition('order_pending', 'order_delivered'),
    `جو آرڈر ”${isolated('Order Pending')}“ ہو، وہ ”${isolated('Order Delivered')}“ نہیں ہو سکتا۔`,
  ],
  [
    CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES),
    `ٹِپ زیادہ سے زیادہ ${isolated(`Rs ${MAX_TIP_RUPEES}`)} ہو سکتی ہے`,
  ],
  [
    CHECKOUT_MESSAGES.productUnavailable('Chicken Biryani'),
    `${isolated('Chicken Biryani')} اس دکان پر دستیاب نہیں ہے۔`,
  ],
  [
    CHECKOUT_MESSAGES.outOfStock('Olper’s Milk 1 L'),
    `${isolated('Olper’s Milk 1 L')} کا اسٹاک ختم ہو گیا ہے`,
  ],
  [
    CHECKOUT_MESSAGES.exceedsRemainingUnits('Nurpur Butter'),
    `${isolated('Nurpur Butter')} کی منتخب مقدار باقی اسٹاک سے زیادہ ہے`,
  ],
  [
    CHECKOUT_MESSAGES.belowMinimumOrder('Imtiaz Super Market', 150_000),
    `${isolated('Imtiaz Super Market')} پر کم از کم آرڈر ${isolated('Rs 1,500.00')} کا ہے۔`,
  ],
  [
    CHECKOUT_MESSAGES.storeClosed('Bundu Khan'),
    `${isolated('Bundu Khan')} اس وقت بند ہے۔ براہِ کرم ڈیلیوری کا وقت منتخب کریں۔`,
  ],
  [
    CHECKOUT_MESSAGES.storeUnavailable('Bundu Khan'),
    `${isolated('Bundu Khan')} پر فی الحال آرڈر نہیں لیے جا رہے۔`,
  ],
];

describe('translateMessage in English', () => {
  beforeAll(() => initI18n('en'));

  it('shows the domain text word for word', () => {
    expect(translateMessage(t(), MESSAGES.enterPhone)).toBe('Please Enter Phone No');
    expect(translateMessage(t(), AUTH_MESSAGES.loginLocked(3))).toBe(AUTH_MESSAGES.loginLocked(3));
  });

  it('shows the server and checkout texts word for word', () => {
    for (const [, english] of serverAndCheckoutTexts()) {
      expect(translateMessage(t(), english)).toBe(english);
    }
    for (const [english] of TEXTS_WITH_VALUES) {
      expect(translateMessage(t(), english)).toBe(english);
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

  it('translates every fixed text of the server and checkout', () => {
    const urdu = flattenLocale(urResources);
    for (const [key, english] of serverAndCheckoutTexts()) {
      const expected = urdu.get(`${DOMAIN_MESSAGES_SECTION}.${key}`);
      expect(expected, key).toMatch(/[\u0600-\u06FF]/);
      expect(translateMessage(t(), english), key).toBe(expected);
    }
  });

  it('reads the server and checkout texts in Urdu', () => {
    expect(translateMessage(t(), SERVER_MESSAGES.bodyNotJson)).toBe(
      'درخواست کا مواد درست JSON نہیں ہے۔',
    );
    expect(translateMessage(t(), SERVER_MESSAGES.orderNotFound)).toBe('یہ آرڈر نہیں مل سکا۔');
    expect(translateMessage(t(), CHECKOUT_MESSAGES.cartProductUnavailable)).toBe(
      'آپ کی ٹوکری میں موجود ایک پروڈکٹ اس دکان پر دستیاب نہیں ہے۔',
    );
    expect(translateMessage(t(), CHECKOUT_MESSAGES.paymentChannelUnavailable)).toBe(
      'ادائیگی کا یہ طریقہ دستیاب نہیں ہے۔ براہِ کرم ڈیلیوری پر نقد ادائیگی کریں۔',
    );
  });

  it('places the names and amounts of server texts in the Urdu sentence', () => {
    for (const [english, urdu] of TEXTS_WITH_VALUES) {
      expect(translateMessage(t(), english), english).toBe(urdu);
    }
  });

  it('finds every English text under one key only', () => {
    const texts = fixedMessageEntries().map(([, english]) => english);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it('shows a text no catalog knows as it came', () => {
    expect(translateMessage(t(), 'Gateway says no')).toBe('Gateway says no');
    expect(translateMessage(t(), '')).toBe('');
  });
});

import {
  KEYED_AUTH_MESSAGES,
  KEYED_CHECKOUT_MESSAGES,
  KEYED_ORDER_MESSAGES,
  KEYED_SERVER_MESSAGES,
  KEYED_VOUCHER_MESSAGES,
  MAX_TIP_RUPEES,
  type DomainMessage,
} from '@sauda/domain';

/** Names and amounts come back wrapped in Unicode isolates. */
export const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * One of each message with values the server sends by key, and the Urdu it must read as.
 * Every keyed builder of the domain is here, so each one's Urdu is checked.
 */
export const KEYED_MESSAGE_SAMPLES: ReadonlyArray<[message: DomainMessage, urdu: string]> = [
  [
    KEYED_AUTH_MESSAGES.loginLocked(15),
    'اس نمبر کے لیے بہت زیادہ غلط پن درج کیے گئے۔ براہِ کرم 15 منٹ بعد دوبارہ کوشش کریں۔',
  ],
  [
    KEYED_AUTH_MESSAGES.codeSent('+92 300 ***4567'),
    `ہم نے ${isolated('+92 300 ***4567')} پر کوڈ بھیج دیا ہے`,
  ],
  [KEYED_AUTH_MESSAGES.otpInvalid(1), 'کوڈ درست نہیں ہے۔ آپ کے پاس 1 کوششیں باقی ہیں۔'],
  [
    KEYED_AUTH_MESSAGES.otpResendTooEarly(30),
    'نیا کوڈ منگوانے سے پہلے براہِ کرم 30 سیکنڈ انتظار کریں۔',
  ],
  [
    KEYED_VOUCHER_MESSAGES.usedTimes(3),
    'آپ یہ واؤچر پہلے ہی 3 بار استعمال کر چکے ہیں، جو زیادہ سے زیادہ حد ہے',
  ],
  [
    KEYED_VOUCHER_MESSAGES.onlyAtStore('Karachi Biryani House'),
    `یہ واؤچر صرف ${isolated('Karachi Biryani House')} پر استعمال کیا جا سکتا ہے`,
  ],
  [
    KEYED_VOUCHER_MESSAGES.minimumOrder(50_000),
    `اس واؤچر کے لیے کم از کم ${isolated('Rs 500')} کا آرڈر ضروری ہے`,
  ],
  [
    KEYED_SERVER_MESSAGES.rateLimitedFor(30),
    'بہت زیادہ درخواستیں۔ براہِ کرم 30 سیکنڈ بعد دوبارہ کوشش کریں۔',
  ],
  [
    KEYED_SERVER_MESSAGES.rateLimitedFor(60),
    'بہت زیادہ درخواستیں۔ براہِ کرم 1 منٹ بعد دوبارہ کوشش کریں۔',
  ],
  [
    KEYED_SERVER_MESSAGES.mapViewTooLarge(1.5),
    `نقشے کا یہ منظر اتنا بڑا ہے کہ اس کی جگہیں نہیں دکھائی جا سکتیں (ہر سمت زیادہ سے زیادہ ${isolated('1.5')}°)۔ براہِ کرم زوم اِن کر کے دوبارہ کوشش کریں۔`,
  ],
  [
    KEYED_ORDER_MESSAGES.invalidTransition('order_pending', 'order_delivered'),
    `جو آرڈر ”${isolated('Order Pending')}“ ہو، وہ ”${isolated('Order Delivered')}“ نہیں ہو سکتا۔`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.tipTooHigh(MAX_TIP_RUPEES),
    `ٹِپ زیادہ سے زیادہ ${isolated(`Rs ${MAX_TIP_RUPEES}`)} ہو سکتی ہے`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.productUnavailable('Chicken Biryani'),
    `${isolated('Chicken Biryani')} اس دکان پر دستیاب نہیں ہے۔`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.outOfStock('Olper’s Milk 1 L'),
    `${isolated('Olper’s Milk 1 L')} کا اسٹاک ختم ہو گیا ہے`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.exceedsRemainingUnits('Nurpur Butter'),
    `${isolated('Nurpur Butter')} کی منتخب مقدار باقی اسٹاک سے زیادہ ہے`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.belowMinimumOrder('Imtiaz Super Market', 150_000),
    `${isolated('Imtiaz Super Market')} پر کم از کم آرڈر ${isolated('Rs 1,500.00')} کا ہے۔`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.storeClosed('Bundu Khan'),
    `${isolated('Bundu Khan')} اس وقت بند ہے۔ براہِ کرم ڈیلیوری کا وقت منتخب کریں۔`,
  ],
  [
    KEYED_CHECKOUT_MESSAGES.storeUnavailable('Bundu Khan'),
    `${isolated('Bundu Khan')} پر فی الحال آرڈر نہیں لیے جا رہے۔`,
  ],
];

/**
 * What the rider, merchant, career, newsletter and contact forms say when a field is refused, and the
 * polite answers to a repeated submission. The API answers with these same words and the web
 * shows them under the fields; the Urdu interface translates them by key.
 */
import { NAME_MAX_LENGTH } from './form-limits.js';

/** Longest cover letter of a career application, and of a merchant's message. */
export const LONG_TEXT_MAX_LENGTH = 2000;
/** Most years of experience a career application can state. */
export const EXPERIENCE_YEARS_MAX = 50;
/** Longest free text (business name, role, address, message) of a form. */
export const FORM_TEXT_MAX_LENGTH = 200;
/** Largest file a form accepts. */
export const FORM_FILE_MAX_MEGABYTES = 5;
/** Shortest message of the contact form: enough to say what happened. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
/** Longest order number the contact form takes (ours read like SD-4F7K2Q). */
export const ORDER_NUMBER_MAX_LENGTH = 30;

export const FORM_MESSAGES = Object.freeze({
  // People and contact
  fullNameRequired: 'Please enter your full name.',
  ownerNameRequired: "Please enter the owner's full name.",
  nameNotValid: `Please enter a name of up to ${NAME_MAX_LENGTH} letters and spaces.`,
  mobileRequired: 'Please enter your mobile number.',
  mobileNotValid: 'Please enter a valid mobile number, like +92 300 1234567.',
  emailRequired: 'Please enter your email address.',
  emailNotValid: 'Please enter a valid email address, like name@example.com.',
  cityRequired: 'Please choose your city from the list.',

  // Rider
  cnicRequired: 'Please enter your CNIC number.',
  cnicNotValid: 'Please enter your CNIC in the format 12345-1234567-1.',
  dateOfBirthRequired: 'Please enter your date of birth.',
  dateOfBirthNotValid: 'Please enter a real date of birth.',
  riderTooYoung: 'Riders must be at least 18 years old.',
  licenceRequired: 'Riders must hold a valid motorbike licence.',
  motorbikeRequired: 'Riders must own a motorbike.',
  photoRequired: 'Please add a photo of yourself.',

  // Merchant
  businessNameRequired: 'Please enter the name of your business.',
  businessCategoryRequired: 'Please choose what your business sells from the list.',
  addressRequired: 'Please enter the address of your business.',

  // Career
  roleRequired: 'Please enter the role you are applying for.',
  experienceNotValid: `Please enter your years of experience as a whole number from 0 to ${EXPERIENCE_YEARS_MAX}.`,
  linkedinUrlNotValid: 'Please enter a full web address starting with https://.',
  coverLetterTooLong: `Please keep your cover letter to ${LONG_TEXT_MAX_LENGTH} characters or fewer.`,

  // Contact
  topicRequired: 'Please choose what your message is about.',
  messageRequired: 'Please write your message.',
  messageTooShort: `Please tell us a little more: at least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  orderNumberTooLong: `Please keep the order number to ${ORDER_NUMBER_MAX_LENGTH} characters or fewer.`,

  // Any field
  textTooLong: `Please keep this to ${FORM_TEXT_MAX_LENGTH} characters or fewer.`,
  longTextTooLong: `Please keep this to ${LONG_TEXT_MAX_LENGTH} characters or fewer.`,
  imageTypeNotValid: 'Please upload a JPEG or PNG image.',
  cvTypeNotValid: 'Please upload your CV as a PDF, JPEG or PNG file.',
  fileTooLarge: `Please upload a file of ${FORM_FILE_MAX_MEGABYTES} MB or less.`,

  // Answers
  alreadyApplied: 'We already have your application from today. We will be in touch soon.',
  alreadySubscribed: 'You are already subscribed.',
  alreadyContacted: 'We already have this message from today. Our team will reply soon.',
  unknownForm: 'This form does not exist.',
  filesUnavailable: 'Files cannot be uploaded right now. Please try again later.',
} as const);

export type FormMessageKey = keyof typeof FORM_MESSAGES;

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CONTACT_TOPICS, FORM_SCHEMAS } from './forms.schemas.js';

const schema = FORM_SCHEMAS.contact;

const message = {
  name: 'Ayesha Siddiqui',
  email: 'ayesha@example.com',
  topic: 'Order help',
  message: 'My order from Imtiaz in Gulshan arrived without the milk.',
};

function fieldErrors(value: unknown): Record<string, string> {
  const result = (schema as z.ZodType).safeParse(value);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

describe('contact form', () => {
  it('offers the seven topics in order', () => {
    expect(CONTACT_TOPICS).toEqual([
      'Order help',
      'Payments & refunds',
      'Riders',
      'Merchant partners',
      'Careers',
      'Press',
      'Something else',
    ]);
  });

  it('accepts the required fields alone; blank optional fields are left out', () => {
    expect(schema.parse({ ...message, mobile_number: ' ', order_number: '' })).toEqual(message);
  });

  it('normalizes the name, email, mobile number and order number', () => {
    expect(
      schema.parse({
        ...message,
        name: '  Ayesha   Siddiqui ',
        email: ' ayesha@example.com ',
        mobile_number: '0300 1234567',
        order_number: ' SD-4F7K2Q ',
        message: `  ${message.message}  `,
      }),
    ).toEqual({ ...message, mobile_number: '+923001234567', order_number: 'SD-4F7K2Q' });
  });

  it('asks for every required field of an empty form', () => {
    expect(fieldErrors({})).toEqual({
      name: 'Please enter your full name.',
      email: 'Please enter your email address.',
      topic: 'Please choose what your message is about.',
      message: 'Please write your message.',
    });
  });

  it('explains each refused field', () => {
    expect(
      fieldErrors({
        name: 'R2D2',
        email: 'ayesha@',
        mobile_number: '+92 21 1234567',
        topic: 'Complaints',
        order_number: 'x'.repeat(31),
        message: 'Help!',
      }),
    ).toEqual({
      name: 'Please enter a name of up to 50 letters and spaces.',
      email: 'Please enter a valid email address, like name@example.com.',
      mobile_number: 'Please enter a valid mobile number, like +92 300 1234567.',
      topic: 'Please choose what your message is about.',
      order_number: 'Please keep the order number to 30 characters or fewer.',
      message: 'Please tell us a little more: at least 10 characters.',
    });
  });

  it('takes a message of 10 to 2000 characters, counted without outer spaces', () => {
    expect(fieldErrors({ ...message, message: 'x'.repeat(10) })).toEqual({});
    expect(fieldErrors({ ...message, message: 'x'.repeat(2000) })).toEqual({});
    expect(fieldErrors({ ...message, message: `   ${'x'.repeat(9)}   ` })).toEqual({
      message: 'Please tell us a little more: at least 10 characters.',
    });
    expect(fieldErrors({ ...message, message: 'x'.repeat(2001) })).toEqual({
      message: 'Please keep this to 2000 characters or fewer.',
    });
    expect(fieldErrors({ ...message, message: '     ' })).toEqual({
      message: 'Please write your message.',
    });
  });
});

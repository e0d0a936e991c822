import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { formSubmissions } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/build-test-app.js';
import { PDF, PNG } from './form-files.js';

export interface FilePart {
  bytes: Uint8Array;
  filename?: string;
  /** What the browser claims; the server reads the bytes instead. */
  type?: string;
}

export type FormBody = Record<string, string | FilePart | undefined>;

/** POST /api/v1/forms/{form} as multipart/form-data; undefined fields are left out. */
export function postForm(
  app: FastifyInstance,
  form: string,
  body: FormBody,
): Promise<LightMyRequestResponse> {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (typeof value === 'string') data.append(name, value);
    else {
      const blob = new Blob([value.bytes], { type: value.type ?? 'image/png' });
      data.append(name, blob, value.filename ?? 'upload.png');
    }
  }
  return app.inject({ method: 'POST', url: `/api/v1/forms/${form}`, payload: data });
}

let numberSeed = 0;

/** A mobile number, as typed into the mask, that no other post of the test file used. */
export function uniqueMobile(): string {
  numberSeed += 1;
  return `+92 345 ${String(4_100_000 + numberSeed)}`;
}

export function uniqueEmail(): string {
  numberSeed += 1;
  return `applicant${numberSeed}@example.com`;
}

export function riderBody(overrides: FormBody = {}): FormBody {
  return {
    full_name: 'Imran Hussain',
    mobile_number: uniqueMobile(),
    cnic: '42101-1234567-1',
    date_of_birth: '1995-03-14',
    city: 'Karachi',
    has_motorbike_licence: 'true',
    owns_motorbike: 'true',
    photo: { bytes: PNG, filename: 'imran.png', type: 'image/png' },
    ...overrides,
  };
}

export function merchantBody(overrides: FormBody = {}): FormBody {
  return {
    business_name: 'Lahori Chargha Point',
    owner_name: 'Usman Ali',
    mobile_number: uniqueMobile(),
    email: 'usman@example.com',
    city: 'Lahore',
    business_category: 'Food',
    address: 'Shop 12, MM Alam Road, Gulberg III',
    message: 'We deliver until midnight.',
    ...overrides,
  };
}

export function careerBody(overrides: FormBody = {}): FormBody {
  return {
    full_name: 'Sana Iqbal',
    email: uniqueEmail(),
    mobile_number: uniqueMobile(),
    role: 'Operations Associate',
    experience_years: '3',
    linkedin_url: 'https://www.linkedin.com/in/sana-iqbal',
    cover_letter: 'I have run rider dispatch for three years.',
    cv: { bytes: PDF, filename: 'sana-cv.pdf', type: 'application/pdf' },
    ...overrides,
  };
}

export function contactBody(overrides: FormBody = {}): FormBody {
  return {
    name: 'Ayesha Siddiqui',
    email: uniqueEmail(),
    mobile_number: '0300 1234567',
    topic: 'Order help',
    order_number: 'SD-4F7K2Q',
    message: 'My order from Gulshan-e-Iqbal arrived without the two packs of milk.',
    ...overrides,
  };
}

export async function submissionCount(testApp: TestApp): Promise<number> {
  const [row] = await testApp.database.db.select({ value: count() }).from(formSubmissions);
  return row?.value ?? 0;
}

/** Every stored application file under the data directory, as paths below `forms/`. */
export async function storedFiles(testApp: TestApp): Promise<string[]> {
  const dir = path.join(testApp.config.dataDir, 'forms');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface ErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json<{ error: ErrorBody }>().error;
}

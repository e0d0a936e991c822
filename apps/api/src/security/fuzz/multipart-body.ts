import fc from 'fast-check';
import { GIF, JPEG, PDF, PNG, TEXT, pngOfSize } from '../../modules/forms/testing/form-files.js';
import { HOSTILE_TEXTS, hostileText } from './hostile-text.js';
import type { RequestBody } from './route-request.js';

/** Above the 5 MB a file part may have. */
const OVERSIZE_FILE = pngOfSize(5 * 1024 * 1024 + 1);

/** The part names the upload routes and the public forms read, and any others. */
const PART_NAMES = [
  'image',
  'file',
  'avatar',
  'logo',
  'banner',
  'photo',
  'cv',
  'full_name',
  'mobile_number',
  'email',
  'city',
  'cnic',
  'date_of_birth',
  'message',
  'business_name',
];

const csvText = fc
  .array(fc.constantFrom(...HOSTILE_TEXTS, 'name,cost,quantity', 'Biryani,450,3', '"a""b",1,'), {
    maxLength: 6,
  })
  .map((lines) => new TextEncoder().encode(lines.join('\n')));

const fileBytes = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(PNG, JPEG, GIF, PDF, TEXT, new Uint8Array()) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 2, arbitrary: csvText },
  { weight: 1, arbitrary: fc.constant(OVERSIZE_FILE) },
);

const partName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...PART_NAMES) }, hostileText);

const filePart = fc.record({
  name: partName,
  bytes: fileBytes,
  filename: fc.oneof(fc.constantFrom('photo.png', 'products.csv', 'cv.pdf', ''), hostileText),
  type: fc.constantFrom('image/png', 'image/jpeg', 'text/csv', 'application/pdf', ''),
});

const fieldPart = fc.record({ name: partName, value: hostileText });

type Part =
  | { name: string; value: string }
  | { name: string; bytes: Uint8Array; filename: string; type: string };

function formDataOf(parts: Part[]): RequestBody {
  const data = new FormData();
  for (const part of parts) {
    if ('value' in part) data.append(part.name, part.value);
    else data.append(part.name, new Blob([part.bytes], { type: part.type }), part.filename);
  }
  return { payload: data };
}

/** Bodies that do not hold what their multipart header promises. */
const brokenMultipart = fc.constantFrom<RequestBody>(
  {
    payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: 'no parts at all', contentType: 'multipart/form-data; boundary=x' },
  { payload: '--x--', contentType: 'multipart/form-data' },
);

/** Multipart bodies: fields and files of any name, type, size and content, or none. */
export const multipartBody: fc.Arbitrary<RequestBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .array(fc.oneof<fc.Arbitrary<Part>[]>(filePart, fieldPart), { maxLength: 4 })
      .map(formDataOf),
  },
  { weight: 1, arbitrary: brokenMultipart },
);

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs a poppler-utils tool (Debian `poppler-utils`) on the PDF written to a scratch file. */
async function withPdfFile<T>(pdf: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sauda-receipt-'));
  try {
    const file = path.join(dir, 'receipt.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface PageRange {
  first?: number;
  last?: number;
}

/** The text `pdftotext` reads from the PDF (all pages, or a range). */
export function pdfText(pdf: Buffer, pages: PageRange = {}): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const range = [
      ...(pages.first ? ['-f', String(pages.first)] : []),
      ...(pages.last ? ['-l', String(pages.last)] : []),
    ];
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', ...range, file, '-']);
    return stdout;
  });
}

/** `pdfinfo`'s fields ("Pages", "Title", "CreationDate" in ISO form, …). */
export function pdfInfo(pdf: Buffer): Promise<Record<string, string>> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-isodates', file]);
    const fields: Record<string, string> = {};
    for (const line of stdout.split('\n')) {
      const match = /^([^:]+):\s*(.*)$/.exec(line);
      if (match?.[1]) fields[match[1].trim()] = (match[2] ?? '').trim();
    }
    return fields;
  });
}

/** Spaces and line breaks as one space: pdftotext's layout is not what the tests are about. */
export function squeezed(text: string): string {
  return text.replace(/\s+/g, ' ');
}

import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const CSV = 'text/csv';

/** The OpenAPI answer of a CSV download. */
export function csvFileAnswer(description: string) {
  return { description, content: { [CSV]: { schema: z.string() } } };
}

/** Sends a CSV file the browser saves as `name` (only word characters, dots and dashes kept). */
export function sendCsv(reply: FastifyReply, name: string, file: string) {
  return reply
    .type(`${CSV}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${name.replace(/[^\w.-]/g, '')}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

import { z } from 'zod';

/** Written by the web build (features/seo/page-meta-file.ts) beside index.html. */
export const PAGE_META_FILE = 'page-meta.json';

const pageMetaFileSchema = z.object({
  siteName: z.string().min(1),
  locale: z.string().min(1),
  image: z.object({
    path: z.string().startsWith('/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string(),
  }),
  pages: z.array(
    z.object({ path: z.string().startsWith('/'), title: z.string(), description: z.string() }),
  ),
});

export type PageMetaFile = z.infer<typeof pageMetaFileSchema>;

/** The build's page meta, or null when it is not valid (pages are then served as built). */
export function parsePageMetaFile(text: string): PageMetaFile | null {
  try {
    const parsed = pageMetaFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

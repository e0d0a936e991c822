/** A path of the repository named in a document, with the test title named beside it, if any. */
export interface DocReference {
  path: string;
  title?: string;
}

const REPO_TOP_FOLDERS = ['apps', 'packages', 'scripts', 'docs', 'deploy', 'bench'];

/**
 * Every `path` a Markdown page names under the repository's top folders, and each
 * `path` › `test title` pair: the page's promise that the test exists under that title.
 */
export function docReferences(markdown: string): DocReference[] {
  const folders = REPO_TOP_FOLDERS.join('|');
  const pattern = new RegExp(`\`((?:${folders})/[^\`\\s]+)\`(?:\\s*›\\s*\`([^\`]+)\`)?`, 'g');
  return [...markdown.matchAll(pattern)].map(([, path = '', title]) =>
    title === undefined ? { path } : { path, title },
  );
}

/** Whether `source` holds `title` as a whole string literal, as a test's name is written. */
export function holdsTitle(source: string, title: string): boolean {
  return ["'", '"', '`'].some((quote) => source.includes(`${quote}${title}${quote}`));
}

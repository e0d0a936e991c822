/**
 * Test files that replace a module (`vi.mock`, `vi.unmock`) or need a library unpatched: each
 * runs with a module graph of its own (project `api-isolated`). Every other API test file shares
 * its worker's modules with the files before it (project `api`), which saves loading the app,
 * the database driver and PGlite for each of some 500 files. `isolated-test-files.test.ts`
 * fails when a file that replaces a module is missing here.
 */
export const ISOLATED_TEST_FILES = [
  // Checks that fontkit still needs the patch, which any receipt in Urdu applies for the process.
  'src/modules/receipts/fontkit-null-anchors.test.ts',
  'src/security/auth-controls/account-enumeration.routes.test.ts',
  'src/security/auth-controls/pin-hash-parameters.test.ts',
  'src/security/auth-controls/secret-sources.test.ts',
];

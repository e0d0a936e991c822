import { describe, expect, it } from 'vitest';
import { formSubmissions } from '../../../db/schema/index.js';
import { merchantBody, riderBody } from '../../forms/testing/forms-client.js';
import { useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

const HEADER = 'id,kind,status,name,mobile,email,city,created_at,reviewed_at,store\r\n';

describe('GET admin/applications/export', () => {
  it('writes the filtered rows, all of them, as CSV with a BOM and CRLF', async () => {
    const merchant = await setup.submitted(
      'merchant',
      merchantBody({ business_name: 'Export, "Quoted" Karahi', mobile_number: '0300 5550101' }),
    );
    const accepted = await setup.admin.reviewed(token(), merchant, { status: 'accepted' });
    await setup.submitted('rider', riderBody({ full_name: 'Export Rider' }));

    const response = await setup.admin.exportCsv(token(), { kind: 'merchant' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sauda-applications.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = response.body;
    expect(file.startsWith(`\uFEFF${HEADER}`)).toBe(true);
    const lines = file.slice(1).split('\r\n').filter(Boolean);
    expect(lines).toEqual([
      HEADER.trimEnd(),
      [
        merchant,
        'merchant',
        'accepted',
        '"Export, ""Quoted"" Karahi"',
        // Guarded like any cell starting with "+": a spreadsheet shows the number as text.
        "'+923005550101",
        'usman@example.com',
        'Lahore',
        accepted.created_at,
        accepted.reviewed_at,
        '"Export, ""Quoted"" Karahi"',
      ].join(','),
    ]);
  });

  it('is not paged: every one of 30 rows', async () => {
    await setup
      .db()
      .insert(formSubmissions)
      .values(
        Array.from({ length: 30 }, (_, index) => ({
          form: 'newsletter' as const,
          payload: { email: `bulk${index}@example.com` },
          email: `bulk${index}@example.com`,
        })),
      );
    const response = await setup.admin.exportCsv(token(), { query: 'bulk', kind: 'newsletter' });
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(31);
  });

  it('guards a cell a spreadsheet would run as a formula', async () => {
    await setup.submitted('merchant', merchantBody({ business_name: '=HYPERLINK("x") Shop' }));
    const response = await setup.admin.exportCsv(token(), { query: 'HYPERLINK' });
    expect(response.body).toContain(`"'=HYPERLINK(""x"") Shop"`);
  });

  it('refuses a merchant owner', async () => {
    expect((await setup.admin.exportCsv(setup.cast.owner.token)).statusCode).toBe(403);
  });
});

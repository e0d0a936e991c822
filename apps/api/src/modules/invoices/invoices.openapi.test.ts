import { describe, expect, it } from 'vitest';
import { useOpenApiOperations } from '../../test/use-openapi-operations.js';

const operationOf = useOpenApiOperations();

describe('OpenAPI of the checkout routes', () => {
  it('documents each route with its tag, a summary, the bearer session and its answers', () => {
    const expected: [string, string, string, string[]][] = [
      ['/api/v1/invoices', 'post', 'invoices', ['201', '400', '401', '404', '409']],
      ['/api/v1/invoices/{invoiceId}/checkout', 'get', 'invoices', ['200', '401', '404']],
      [
        '/api/v1/invoices/{invoiceId}/validate_voucher',
        'put',
        'invoices',
        ['200', '400', '401', '404', '409'],
      ],
      [
        '/api/v1/invoices/{invoiceId}/place_order',
        'put',
        'invoices',
        ['200', '400', '401', '404', '409'],
      ],
      ['/api/v1/users/{userId}/vouchers', 'get', 'users', ['200', '401', '404']],
    ];
    for (const [path, method, tag, statuses] of expected) {
      const operation = operationOf(path, method);
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags).toEqual([tag]);
      expect(operation?.summary?.length).toBeGreaterThan(20);
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
  });
});

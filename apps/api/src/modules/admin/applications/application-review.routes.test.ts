import { OPERATOR_MESSAGES } from '@sauda/domain';
import { describe, expect, it, vi } from 'vitest';
import { careerBody, contactBody, riderBody } from '../../forms/testing/forms-client.js';
import { errorOf } from './testing/admin-client.js';
import { useAdminTestApp } from './testing/use-admin-test-app.js';

const setup = useAdminTestApp();
const token = () => setup.cast.operator.token;

describe('PATCH admin/applications/{id}', () => {
  it('marks an application reviewed: when and by whom', async () => {
    const id = await setup.submitted('rider', riderBody());
    const at = new Date('2026-11-20T10:15:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const application = await setup.admin.reviewed(token(), id, { status: 'reviewed' });
    expect(application).toMatchObject({
      status: 'reviewed',
      reviewed_at: at.toISOString(),
      reviewed_by: { full_name: 'Zara Ahmed' },
      store: null,
    });
    expect((await setup.admin.read(token(), id)).status).toBe('reviewed');
  });

  it('moves new → rejected → reviewed → accepted; accepting a rider opens no store', async () => {
    const id = await setup.submitted('rider', riderBody());
    for (const status of ['rejected', 'reviewed', 'accepted'] as const) {
      expect((await setup.admin.reviewed(token(), id, { status })).status).toBe(status);
    }
    expect((await setup.admin.read(token(), id)).store).toBeNull();
    expect(setup.sms.sent.filter((sms) => sms.body.includes('invited'))).toEqual([]);
  });

  it('refuses a move the rules forbid with 400 invalid_application_transition and its message', async () => {
    const reviewed = await setup.submitted('career', careerBody());
    await setup.admin.reviewed(token(), reviewed, { status: 'reviewed' });
    const back = await setup.admin.review(token(), reviewed, { status: 'reviewed' });
    expect(back.statusCode).toBe(400);
    expect(errorOf(back)).toMatchObject({
      code: 'invalid_application_transition',
      message: OPERATOR_MESSAGES.applicationMove,
    });

    const accepted = await setup.submitted('contact', contactBody());
    await setup.admin.reviewed(token(), accepted, { status: 'accepted' });
    for (const status of ['reviewed', 'rejected', 'accepted']) {
      const response = await setup.admin.review(token(), accepted, { status });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'invalid_application_transition',
        message: OPERATOR_MESSAGES.applicationFinal,
      });
    }
    expect((await setup.admin.read(token(), accepted)).status).toBe('accepted');
  });

  it('refuses a status that is no decision with 400 and an unknown application with 404', async () => {
    const id = await setup.submitted('rider', riderBody());
    for (const body of [{ status: 'new' }, { status: 'done' }, {}]) {
      const response = await setup.admin.review(token(), id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const missing = await setup.admin.review(token(), 'no-such-application', {
      status: 'reviewed',
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('application_not_found');
  });
});

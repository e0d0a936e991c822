import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, type HeaderSources } from './request-headers';

const sources: HeaderSources = {
  auth: true,
  multipart: false,
  apiKey: 'wallet-key',
  visitorId: '123',
  sessionToken: 'tok-1',
  location: { latitude: 24.8607, longitude: 67.0011 },
};

describe('buildRequestHeaders', () => {
  it('gives an authenticated call location in two spellings, JSON type, fixed values and bearer', () => {
    expect(buildRequestHeaders(sources)).toEqual({
      latitude: '24.8607',
      longitude: '67.0011',
      lat: '24.8607',
      long: '67.0011',
      'Content-Type': 'application/json',
      'api-key': 'wallet-key',
      device: 'desktop',
      'visitor-id': '123',
      'fcm-token': '4934',
      Authorization: 'Bearer tok-1',
    });
  });

  it('gives an unauthenticated call the same minus location and session', () => {
    expect(buildRequestHeaders({ ...sources, auth: false })).toEqual({
      'Content-Type': 'application/json',
      'api-key': 'wallet-key',
      device: 'desktop',
      'visitor-id': '123',
      'fcm-token': '4934',
    });
  });

  it('leaves out location and bearer when there is none yet', () => {
    const headers = buildRequestHeaders({ ...sources, location: null, sessionToken: null });
    expect(Object.keys(headers).sort()).toEqual(
      ['Content-Type', 'api-key', 'device', 'fcm-token', 'visitor-id'].sort(),
    );
  });

  it('keeps a zero coordinate', () => {
    const headers = buildRequestHeaders({ ...sources, location: { latitude: 0, longitude: 0 } });
    expect(headers).toMatchObject({ latitude: '0', long: '0' });
  });

  it('sends no JSON content type on multipart calls', () => {
    const headers = buildRequestHeaders({ ...sources, multipart: true });
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers['api-key']).toBe('wallet-key');
  });

  it('uses the visitor id it is given', () => {
    expect(buildRequestHeaders({ ...sources, visitorId: 'v-77' })['visitor-id']).toBe('v-77');
  });
});

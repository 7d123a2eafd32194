import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides one-time secrets in the query string and keeps the rest', () => {
    expect(redactUrl('/api/reception/verify-email?token=abc123&lang=tr')).toBe(
      '/api/reception/verify-email?token=%5Bredacted%5D&lang=tr',
    );
    expect(redactUrl('/api/reception/google/callback?code=xyz&state=s1')).toBe(
      '/api/reception/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D',
    );
  });

  it('leaves addresses without secrets alone', () => {
    expect(redactUrl('/api/coursefile/courses?q=istanbul&page=2')).toBe(
      '/api/coursefile/courses?q=istanbul&page=2',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});

// The pages' policy allows exactly the series videos configured in content/series.json
// (docs/product/rulings.md#series-videos): none is, so nothing may be framed.
import { describe, expect, it } from 'vitest';
import { htmlContentSecurityPolicy } from './security-headers.ts';

describe('the series videos in the Content-Security-Policy', () => {
  it('with none configured, the pages may frame nothing and play only our own files', () => {
    const csp = htmlContentSecurityPolicy([], true).split('; ');
    expect(csp).toContain("frame-src 'none'");
    expect(csp).toContain("media-src 'self'");
  });
});

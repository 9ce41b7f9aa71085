import { describe, expect, it } from 'vitest';
import { detectPlatform } from './detect-platform.ts';

describe('detectPlatform', () => {
  it('recognises iPhone, iPad (as a touch Mac), Android Chrome and Samsung Internet', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile')).toBe('android');
    expect(
      detectPlatform('Mozilla/5.0 (Linux; Android 14; SM-S918B) SamsungBrowser/25.0 Chrome/121.0 Mobile'),
    ).toBe('samsung');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0')).toBe('other');
  });
});

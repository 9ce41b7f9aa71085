import { describe, expect, it } from 'vitest';
import { regionOf } from './region.ts';

describe('where the person writing probably is', () => {
  it('reads the time zone first', () => {
    expect(regionOf({ timeZone: 'Europe/London', language: 'en-US' })).toBe('uk');
    expect(regionOf({ timeZone: 'America/Chicago', language: 'en-GB' })).toBe('us');
    expect(regionOf({ timeZone: 'America/Indiana/Indianapolis' })).toBe('us');
    expect(regionOf({ timeZone: 'Pacific/Honolulu' })).toBe('us');
  });

  it('is unknown outside the UK and the US, whatever the language', () => {
    expect(regionOf({ timeZone: 'America/Toronto', language: 'en-US' })).toBeNull();
    expect(regionOf({ timeZone: 'Europe/Paris', language: 'en-GB' })).toBeNull();
  });

  it('falls back on the language only without a time zone, and is unknown with neither', () => {
    expect(regionOf({ language: 'en-GB' })).toBe('uk');
    expect(regionOf({ language: 'en-US' })).toBe('us');
    expect(regionOf({ language: 'en' })).toBeNull();
    expect(regionOf({})).toBeNull();
  });
});

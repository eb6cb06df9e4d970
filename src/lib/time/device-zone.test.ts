import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, deviceTimeZone, forgetDeviceZone, primeDeviceZone } from './device-zone';

afterEach(forgetDeviceZone);

describe('deviceTimeZone', () => {
  it('a zone kept with the same offsets answers without Intl; with other offsets Intl is asked', () => {
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    primeDeviceZone({ fingerprint: deviceFingerprint(2026), zone: 'Test/Kept' }, deviceFingerprint(2026));
    expect(deviceTimeZone()).toBe('Test/Kept');
    expect(built).not.toHaveBeenCalled();
    forgetDeviceZone();
    primeDeviceZone({ fingerprint: 'another|clock', zone: 'Test/Kept' }, deviceFingerprint(2026));
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(built).toHaveBeenCalled();
    built.mockRestore();
  });

  it('a kept value that is not a zone is ignored', () => {
    primeDeviceZone({ fingerprint: deviceFingerprint(2026), zone: '' }, deviceFingerprint(2026));
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

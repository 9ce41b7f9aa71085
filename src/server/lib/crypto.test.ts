import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTextCipher } from './crypto.ts';

const cipher = createTextCipher(randomBytes(32));

describe('text cipher', () => {
  it('round-trips text, including emoji and long text, and never stores plaintext', () => {
    for (const text of ['', 'He left the room again.', '💔 why 🙏', 'x'.repeat(8000)]) {
      const sealed = cipher.encrypt(text, 'messages:1');
      if (text.length > 3) expect(sealed).not.toContain(text.slice(0, 4));
      expect(cipher.decrypt(sealed, 'messages:1')).toBe(text);
    }
  });

  it('uses a fresh nonce each time', () => {
    expect(cipher.encrypt('same', 'c')).not.toBe(cipher.encrypt('same', 'c'));
  });

  it('refuses a ciphertext moved to another row, tampered with, or read with another key', () => {
    const sealed = cipher.encrypt('private words', 'messages:1');
    expect(() => cipher.decrypt(sealed, 'messages:2')).toThrow();
    // Flip one bit of the encrypted body itself: editing a base64 character can land on padding bits
    // that decode to the same bytes, which made this check pass or fail by chance.
    const [version, payload] = sealed.split(':');
    const bytes = Buffer.from(payload!, 'base64');
    bytes[bytes.length - 1]! ^= 0x01;
    expect(() => cipher.decrypt(`${version}:${bytes.toString('base64')}`, 'messages:1')).toThrow();
    expect(() => createTextCipher(randomBytes(32)).decrypt(sealed, 'messages:1')).toThrow();
  });
});

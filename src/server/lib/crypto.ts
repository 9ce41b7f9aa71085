// Authenticated encryption for text at rest (message content, chat titles, coach memory). AES-256-GCM
// with a random 96-bit nonce per value; the row's identity is bound in as associated data, so a
// ciphertext copied into another row fails to decrypt instead of showing someone else's words.
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface TextCipher {
  encrypt(plaintext: string, context: string): string;
  decrypt(ciphertext: string, context: string): string;
}

export function createTextCipher(key: Buffer): TextCipher {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes.');
  // Imported once: a raw Buffer key is imported again by every cipher made with it (the chat list
  // opens one title per chat on each read).
  const secret = createSecretKey(key);
  return {
    encrypt(plaintext, context) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', secret, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(ciphertext, context) {
      const [version, payload] = ciphertext.split(':', 2);
      if (version !== VERSION || !payload) throw new Error('Unknown ciphertext format.');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

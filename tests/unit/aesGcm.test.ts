// The one AES-256-GCM module (server/platform/protected/aesGcm.ts) behind both stored formats: the TOTP secrets
// sealed under SECRET_KEY (server/platform/auth/secretBox.ts) and the protected bank values (server/platform/protected/
// dataKeys.ts). Values written before the two were unified (the literals below, made by the earlier
// separate implementations) must still open, and a tampered value must not.
import { describe, expect, it } from 'vitest';
import { secretBox } from '../../server/platform/auth/secretBox';
import { dataKeys, decrypt, encrypt, keyIdOf } from '../../server/platform/protected/dataKeys';

const SECRET_KEY = 'chave-de-teste-de-32-caracteres!!';
const DATA_KEY = 'chave-de-dados-de-teste';
const SEALED_BEFORE = 'v1.6hupktscJ1XvljxA.yYXWYyTSUV-89QkbPfhl0g.svKVYKi_1JnNTqMSI8iFGg';
const ENCRYPTED_BEFORE = 'enc1:cf669b28:pMBvp8ZFUWM4otLo:qH7CtR6Ysp7arrfBdw0A_Q:vlIqHBUbaeEhGLEtdpguum1q4YoL';

/** The value with one character of its ciphertext changed. */
const tampered = (value: string) => `${value.slice(0, -2)}${value.at(-2) === 'A' ? 'B' : 'A'}${value.at(-1)}`;

describe('sealed secrets (SECRET_KEY)', () => {
  const box = secretBox(SECRET_KEY, 'mfa-totp-secret');

  it('opens a value sealed before the unification and round-trips a new one in the same format', () => {
    expect(box.open(SEALED_BEFORE)).toBe('JBSWY3DPEHPK3PXP');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, another purpose and an unknown version', () => {
    expect(() => box.open(tampered(SEALED_BEFORE))).toThrow();
    expect(() => secretBox(SECRET_KEY, 'outro-uso').open(SEALED_BEFORE)).toThrow();
    expect(() => box.open(SEALED_BEFORE.replace(/^v1/, 'v2'))).toThrow('unknown sealed value version');
  });
});

describe('protected values (DATA_ENCRYPTION_KEY)', () => {
  const keys = dataKeys(DATA_KEY);

  it('decrypts a value written before the unification and round-trips a new one under the key id', () => {
    expect(decrypt(keys, ENCRYPTED_BEFORE)).toBe('chave-pix@example.com');
    const stored = encrypt(keys, 'chave-pix@example.com');
    expect(keyIdOf(stored)).toBe('cf669b28');
    expect(stored).toMatch(/^enc1:cf669b28:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(decrypt(keys, stored)).toBe('chave-pix@example.com');
    // After a rotation the old key still reads what it wrote.
    expect(decrypt(dataKeys('chave-nova', [DATA_KEY]), ENCRYPTED_BEFORE)).toBe('chave-pix@example.com');
  });

  it('refuses a tampered value and names a key that is not configured', () => {
    expect(() => decrypt(keys, tampered(ENCRYPTED_BEFORE))).toThrow();
    expect(() => decrypt(dataKeys('chave-nova'), ENCRYPTED_BEFORE)).toThrow(
      'Valor protegido cifrado com a chave cf669b28, que não está configurada',
    );
  });
});

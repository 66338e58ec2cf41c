import { describe, expect, it } from 'vitest';
import {
  ENCRYPTED_MESSAGE,
  EMPTY_MESSAGE,
  SAMPLE_CSV,
  TOO_LARGE_MESSAGE,
  plainText,
  readHostsFile,
} from './hosts-file';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('hosts file', () => {
  it('reads plain UTF-8 text and drops a byte order mark', () => {
    expect(plainText(bytes('\uFEFFa.gov\r\nb.gov'))).toBe('a.gov\r\nb.gov');
  });

  it('refuses PGP, zip, encrypted Office, NUL bytes and text that is not UTF-8', () => {
    expect(plainText(bytes('-----BEGIN PGP MESSAGE-----\nhQEMA'))).toBeNull();
    expect(plainText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x61]))).toBeNull();
    expect(plainText(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]))).toBeNull();
    expect(plainText(new Uint8Array([0x61, 0x00, 0x62]))).toBeNull();
    expect(plainText(new Uint8Array([0x61, 0xff, 0xfe, 0x62]))).toBeNull();
  });

  it('reads its own sample as hosts', async () => {
    const result = await readHostsFile(new File([SAMPLE_CSV], 'sample-hosts.csv'));
    expect(result).toEqual({ hosts: ['example.gov', 'www.example.gov', 'mail.example.gov', 'ads.example.com'] });
  });

  it('refuses an empty file, an encrypted one and one larger than 1 MB', async () => {
    expect(await readHostsFile(new File(['domain\r\n\r\n'], 'h.csv'))).toEqual({ error: EMPTY_MESSAGE });
    expect(await readHostsFile(new File(['-----BEGIN PGP MESSAGE-----'], 'h.CSV'))).toEqual({
      error: ENCRYPTED_MESSAGE,
    });
    expect(await readHostsFile(new File(['a'.repeat(1024 * 1024 + 1)], 'h.csv'))).toEqual({ error: TOO_LARGE_MESSAGE });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE, FORMAT_MESSAGE, INVALID_HEADING, TOO_MANY_MESSAGE, readIndicatorFile } from './indicator-file';

const file = (text: string, name = 'iocs.csv') => new File([text], name, { type: 'text/csv' });

describe('the bulk indicator file', () => {
  it('reads the first column, skips a header, lowercases and counts duplicates once, IPs too', async () => {
    const read = await readIndicatorFile(
      file('domain,note\r\nEvil.Example.com,x\r\nevil.example.com.\r\n192.0.2.1\r\n'),
    );
    expect(read).toEqual({ ok: true, fileName: 'iocs.csv', indicators: ['evil.example.com', '192.0.2.1'] });
  });

  it('refuses other formats, empty files and more than 500 indicators', async () => {
    expect(await readIndicatorFile(file('a.gov', 'iocs.txt'))).toMatchObject({ ok: false, error: FORMAT_MESSAGE });
    expect(await readIndicatorFile(file('domain\r\n'))).toMatchObject({ ok: false, error: EMPTY_MESSAGE });
    const many = Array.from({ length: 501 }, (_, i) => `h${i}.example.com`).join('\n');
    expect(await readIndicatorFile(file(many))).toMatchObject({ ok: false, error: TOO_MANY_MESSAGE });
    const exactly = Array.from({ length: 500 }, (_, i) => `h${i}.example.com`).join('\n');
    expect((await readIndicatorFile(file(exactly))).ok).toBe(true);
  });

  it('lists the invalid entries under the spec’s heading', async () => {
    const read = await readIndicatorFile(file('ok.example.com\nnot a domain\n999.1.1.1\n'));
    expect(read).toEqual({
      ok: false,
      fileName: 'iocs.csv',
      error: INVALID_HEADING,
      invalid: ['not a domain', '999.1.1.1'],
    });
  });
});

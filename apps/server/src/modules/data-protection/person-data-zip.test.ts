import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { ExportStopped, zipStream } from './person-data-zip';
import { maskLinkSecrets } from './person-data.service';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('zipStream', () => {
  it('waits for a slow reader instead of buffering the archive, and writes a valid ZIP', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const zip = zipStream(out);
    const big = randomBytes(2 * 1024 * 1024); // incompressible: the ZIP is at least this big
    let finished = false;
    const writing = (async () => {
      const text = zip.entry('data.json', new Date('2026-01-01T00:00:00Z'));
      await text.text('{"a":');
      await text.text('1}');
      await text.end();
      const file = zip.entry('attachments/1-big.bin', new Date('2026-01-01T00:00:00Z'));
      await file.bytes(big);
      await file.end();
      await zip.end();
      finished = true;
    })();
    await settle();
    // Nobody reads yet: the writer is waiting, holding about one slice, not the 2 MB.
    expect(finished).toBe(false);
    expect(out.readableLength).toBeLessThan(600 * 1024);
    const chunks: Buffer[] = [];
    for await (const chunk of out) chunks.push(chunk as Buffer);
    await writing;
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(strFromU8(files['data.json']!)).toBe('{"a":1}');
    expect(Buffer.from(files['attachments/1-big.bin']!).equals(big)).toBe(true);
  });

  it('stops when the answer is closed (the client went away)', async () => {
    const out = new PassThrough({ highWaterMark: 1024 });
    const zip = zipStream(out);
    const file = zip.entry('big.bin', new Date());
    const writing = file.bytes(randomBytes(1024 * 1024));
    await settle();
    out.destroy();
    await expect(writing).rejects.toBeInstanceOf(ExportStopped);
  });
});

describe('maskLinkSecrets', () => {
  it('masks a link’s token in text and in HTML, and leaves the rest', () => {
    const json = JSON.stringify({
      text: 'https://x.example/reset?token=abc123-_XYZ&email=a@b.c',
      html: '<a href="https://x.example/reset?lang=fr&amp;token=abc123">x</a>',
    });
    const masked = maskLinkSecrets(json);
    expect(masked).not.toContain('abc123');
    expect(masked).toContain('token=[redacted]&email=a@b.c');
    expect(JSON.parse(masked)).toHaveProperty('html');
  });
});

import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256InSlices } from './save-file.ts';

describe('sha256InSlices', () => {
  it.each([0, 1, 1024 * 1024 - 1, 1024 * 1024, 3 * 1024 * 1024 + 17])(
    'hashes %i bytes as one update would',
    async (size) => {
      const bytes = randomBytes(size);
      expect(await sha256InSlices(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    },
  );

  it('lets other work run between slices of a large file', async () => {
    let turns = 0;
    let stop = false;
    const count = () => {
      turns += 1;
      if (!stop) setImmediate(count);
    };
    setImmediate(count);
    await sha256InSlices(Buffer.alloc(8 * 1024 * 1024, 7));
    stop = true;
    expect(turns).toBeGreaterThanOrEqual(7);
  });
});

// The streamed list's keeper: a list sent whole within the limit is kept per encoding; a larger one,
// or one cut short, is not.
import { pipeline, Readable, Writable } from 'node:stream';
import { MAX_KEPT_LIST_BYTES, StreamedLists } from '@/server/catalog/streamedLists';

function send(lists: StreamedLists, encoding: string, chunks: Buffer[], { cutAfter }: { cutAfter?: number } = {}) {
  let received = 0;
  return new Promise<Error | undefined>((resolve) => {
    const source = Readable.from(
      (function* () {
        for (const [index, chunk] of chunks.entries()) {
          if (index === cutAfter) throw new Error('the database went away');
          yield chunk;
        }
      })(),
    );
    const client = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        done();
      },
    });
    pipeline(source, lists.recorder(encoding), client, (error) => resolve(error ?? undefined));
  }).then((error) => ({ error, received }));
}

it('keeps a list sent whole, per encoding, and passes every byte through', async () => {
  const lists = new StreamedLists();
  const chunks = [Buffer.from('[{"id":1}'), Buffer.from(',{"id":2}]')];
  expect(await send(lists, 'gzip', chunks)).toEqual({ error: undefined, received: 19 });
  expect(lists.get('gzip')?.toString()).toBe('[{"id":1},{"id":2}]');
  expect(lists.get('br')).toBeUndefined();
});

it('keeps nothing of a list cut short, or of one over the limit, yet sends the larger one whole', async () => {
  const lists = new StreamedLists();
  const cut = await send(lists, 'gzip', [Buffer.from('[{"id":1}'), Buffer.from(',{"id":2}]')], { cutAfter: 1 });
  expect(cut.error?.message).toBe('the database went away');
  expect(lists.get('gzip')).toBeUndefined();

  const half = Buffer.alloc(MAX_KEPT_LIST_BYTES / 2 + 1);
  expect(await send(lists, 'br', [half, half])).toEqual({ error: undefined, received: 2 * half.length });
  expect(lists.get('br')).toBeUndefined();
});

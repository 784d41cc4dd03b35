// The folder of encoded pictures (IMAGE_DIR). A file appears whole or not at all: it is written
// under a hidden temporary name and renamed into place, so the server never serves half a file.
import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export class PictureStore {
  constructor(readonly dir: string) {}

  async open(): Promise<this> {
    await mkdir(this.dir, { recursive: true });
    return this;
  }

  async hasAll(names: string[]): Promise<boolean> {
    const found = await Promise.all(
      names.map((name) =>
        access(path.join(this.dir, name)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return found.every(Boolean);
  }

  async write(name: string, bytes: Buffer): Promise<void> {
    const temporary = path.join(this.dir, `.${name}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(this.dir, name));
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }
}

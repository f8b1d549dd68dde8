import { once } from 'node:events';
import { constants } from 'node:fs';
import { FileHandle, open, rename, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { BackupEnd, BackupHeader, BackupRow, TableStart } from './backup-file';

/**
 * A new file or nothing: never one that exists (another user's, planted first in a shared folder,
 * or another backup's being written), and never through a symbolic link.
 */
const CREATE_NEW = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | constants.O_NOFOLLOW;

/**
 * Writes the lines to `<file>.partial`, made by this writer alone with mode 0600, and renames it to
 * `file` only once complete. The rename replaces whatever has that name (a link included, never
 * written through) at once: a reader sees the old file or the new one whole.
 */
export class BackupFileWriter {
  private readonly text = new PassThrough();
  private readonly done: Promise<void>;

  private constructor(
    private readonly file: string,
    private readonly partial: string,
    handle: FileHandle,
  ) {
    this.done = pipeline(this.text, createGzip(), handle.createWriteStream());
  }

  static async create(file: string): Promise<BackupFileWriter> {
    const partial = `${file}.partial`;
    const handle = await open(partial, CREATE_NEW, 0o600).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
      throw new Error(
        `${partial} already exists (another backup being written to that name, or one that stopped half-way: check it, delete it and try again). Nothing was written.`,
      );
    });
    try {
      // 0600 whatever the umask.
      await handle.chmod(0o600);
    } catch (error) {
      await handle.close();
      await rm(partial, { force: true });
      throw error;
    }
    return new BackupFileWriter(file, partial, handle);
  }

  async line(value: BackupHeader | TableStart | BackupRow | BackupEnd): Promise<void> {
    if (!this.text.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(this.text, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.text.end();
    await this.done;
    await rename(this.partial, this.file);
  }

  async abandon(): Promise<void> {
    this.text.destroy();
    await this.done.catch(() => undefined);
    await rm(this.partial, { force: true });
  }
}

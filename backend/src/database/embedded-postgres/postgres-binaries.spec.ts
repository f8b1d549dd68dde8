import { mkdirSync, mkdtempSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { restoreLibrarySymlinks } from './postgres-binaries';

describe('restoreLibrarySymlinks', () => {
  /** A package's native/ folder as npm leaves it when it skipped the postinstall: no symlinks. */
  function nativeFolder(): string {
    const native = path.join(mkdtempSync(path.join(tmpdir(), 'pg-native-')), 'native');
    mkdirSync(path.join(native, 'lib'), { recursive: true });
    writeFileSync(path.join(native, 'lib', 'libpq.so.5.18'), 'library');
    writeFileSync(path.join(native, 'lib', 'libicuuc.so.60.2'), 'library');
    const links = [
      { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so.5' },
      { source: 'native/lib/libpq.so.5.18', target: 'native/lib/libpq.so' },
      { source: 'native/lib/libicuuc.so.60.2', target: 'native/lib/libicuuc.so.60' },
    ];
    writeFileSync(path.join(native, 'pg-symlinks.json'), JSON.stringify(links));
    return native;
  }

  it('makes the listed links, relative so the folder can be copied or moved', () => {
    const native = nativeFolder();
    restoreLibrarySymlinks(native);
    expect(readlinkSync(path.join(native, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(readlinkSync(path.join(native, 'lib', 'libpq.so'))).toBe('libpq.so.5.18');
    expect(readlinkSync(path.join(native, 'lib', 'libicuuc.so.60'))).toBe('libicuuc.so.60.2');
  });

  it('leaves links that are already there alone, and does nothing without a list', () => {
    const native = nativeFolder();
    symlinkSync('libpq.so.5.18', path.join(native, 'lib', 'libpq.so.5'));
    restoreLibrarySymlinks(native);
    expect(readlinkSync(path.join(native, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.18');
    expect(() => restoreLibrarySymlinks(path.join(native, 'lib'))).not.toThrow();
  });
});

import path from 'node:path';
import { ConfigError } from './config-error';
import { loadBackupConfig } from './backup-config';

describe('loadBackupConfig', () => {
  it('backs up daily at 03:00 shop time into DATA_DIR/backups, keeping 14 days, unless told otherwise', () => {
    expect(loadBackupConfig({}, '/srv/barbearia')).toEqual({
      backupDir: '/srv/barbearia/backups',
      backupAt: { hour: 3, minute: 0 },
      backupKeepDays: 14,
    });
    expect(loadBackupConfig({ BACKUP_DIR: 'copias', BACKUP_AT: '23:45', BACKUP_KEEP_DAYS: '30' }, '/srv/barbearia')).toEqual({
      backupDir: path.resolve('copias'),
      backupAt: { hour: 23, minute: 45 },
      backupKeepDays: 30,
    });
    expect(loadBackupConfig({ BACKUP_AT: '4:05' }, '/d').backupAt).toEqual({ hour: 4, minute: 5 });
  });

  it('turns the daily backup off with BACKUP_AT=off', () => {
    expect(loadBackupConfig({ BACKUP_AT: 'off' }, '/d').backupAt).toBeNull();
  });

  it.each([
    ['BACKUP_AT', '24:00'],
    ['BACKUP_AT', '03:60'],
    ['BACKUP_AT', '3h'],
    ['BACKUP_KEEP_DAYS', '0'],
    ['BACKUP_KEEP_DAYS', '1.5'],
    ['BACKUP_KEEP_DAYS', 'sempre'],
  ])('refuses %s=%s with a sentence naming it', (name, value) => {
    expect(() => loadBackupConfig({ [name]: value }, '/d')).toThrow(ConfigError);
    expect(() => loadBackupConfig({ [name]: value }, '/d')).toThrow(name);
  });
});

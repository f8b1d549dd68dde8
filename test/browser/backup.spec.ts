import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { login } from './admin-login';

/** `npm run backup` against the E2E server's own data folder and embedded database, as an operator would run it beside the app. */
function runBackupCommand(): string {
  return execFileSync('node', ['dist/server/backend/src/backup.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: process.env.E2E_DATA_DIR,
      EMBEDDED_DB_PORT: process.env.E2E_DB_PORT,
    },
    encoding: 'utf8',
  });
}

test('the owner downloads the newest backup from Equipe: none yet says so, then the one npm run backup wrote', async ({ page }) => {
  await login(page, 'barbeiro', 'barbearia123');
  await page.goto('/administrador/equipe');
  const downloadButton = page.getByRole('button', { name: 'Baixar o último backup' });

  // The E2E server makes no daily backup (BACKUP_AT=off): none yet.
  await downloadButton.click();
  await expect(page.getByText('Ainda não há backup. O backup diário é feito de madrugada.')).toBeVisible();

  expect(runBackupCommand()).toMatch(/^Backup written to .+\.jsonl\.gz: \d+ rows in \d+ tables, schema Migration\d+_\w+$/m);
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^barbearia-backup-\d{4}-\d{2}-\d{2}\.jsonl\.gz$/);
  const lines = gunzipSync(readFileSync(await download.path()))
    .toString('utf8')
    .trim()
    .split('\n');
  // A whole backup: its header names the schema, and the demo owner's account is among the rows.
  expect(lines[0]).toContain('Migration');
  expect(lines.some((line) => line.includes('"barbeiro"'))).toBe(true);
});

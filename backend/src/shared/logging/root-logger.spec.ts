import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config/app-config';
import { createRootLogger } from './root-logger';

describe('createRootLogger', () => {
  const config = (env: NodeJS.ProcessEnv = {}) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'logger-')), LOG_FORMAT: 'json', ...env });
  const capture = (env: NodeJS.ProcessEnv) => {
    const lines: string[] = [];
    return { lines, logger: createRootLogger(config(env), { write: (line: string) => lines.push(line) }) };
  };

  it('follows LOG_LEVEL, with Nest’s names (log = info, verbose = trace)', () => {
    const { lines, logger } = capture({ LOG_LEVEL: 'warn' });
    logger.info('quiet');
    logger.warn('heard');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['heard']);
    expect(capture({ LOG_LEVEL: 'log' }).logger.level).toBe('info');
    expect(capture({ LOG_LEVEL: 'verbose' }).logger.level).toBe('trace');
  });

  it('redacts credentials, tokens and client data from any logged object', () => {
    const { lines, logger } = capture({ LOG_LEVEL: 'info' });
    logger.info(
      { password: 'p1', body: { clientContact: '11987654321' }, req: { headers: { authorization: 'Bearer x' } }, user: { token: 't1' } },
      'x',
    );
    expect(lines[0]).not.toMatch(/p1|11987654321|Bearer|t1"/);
    expect(JSON.parse(lines[0])).toMatchObject({ password: '[redacted]', body: '[redacted]', user: { token: '[redacted]' } });
  });

  it('refuses an unknown LOG_FORMAT', () => {
    expect(() => config({ LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be "json" or "pretty"');
  });
});

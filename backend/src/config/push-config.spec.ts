import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadPushConfig } from './push-config';

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'barbearia-push-config-'));
const VAPID = {
  VAPID_PUBLIC_KEY: 'BGAsasC9XTbtorjlLYYFz0hjiRTuANoCW9MFQdwLe4qWRvbTvoD8s2mJleahAv6UTteHI2wojKhwKQEtivFnn6k',
  VAPID_PRIVATE_KEY: 'xGECO9vsPUNQ7rsQD4UzxGder6EMd-CfQvILe1NGEKg',
  VAPID_SUBJECT: 'mailto:testes@barbearia.example',
};

describe('PUSH_TO_LOOPBACK_FOR_TESTS', () => {
  it('is off unless the test suite turns it on', () => {
    expect(loadPushConfig({ NODE_ENV: 'test' }, false, DATA_DIR).pushToLoopbackForTests).toBe(false);
    expect(loadPushConfig({ NODE_ENV: 'test', PUSH_TO_LOOPBACK_FOR_TESTS: 'on' }, false, DATA_DIR).pushToLoopbackForTests).toBe(true);
  });

  it.each(['production', 'development', undefined])('stops the start with NODE_ENV=%s', (nodeEnv) => {
    const env = { ...VAPID, NODE_ENV: nodeEnv, PUSH_TO_LOOPBACK_FOR_TESTS: 'on' };
    expect(() => loadPushConfig(env, nodeEnv === 'production', DATA_DIR)).toThrow('PUSH_TO_LOOPBACK_FOR_TESTS is for the test suite only');
  });
});

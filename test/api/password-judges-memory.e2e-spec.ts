import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const STRENGTH = path.join(ROOT, 'backend/src/shared/strength');

/**
 * In a child `node` of its own (Jest's module registry is not Node's): judges a password, gives the
 * judges up, judges again; the heap (after full collections) and zxcvbn's modules in Node's cache at
 * each step.
 */
function judgeReleaseAndJudgeAgain() {
  const script = `
    const { passwordWeakness, releasePasswordJudges } = require(${JSON.stringify(path.join(STRENGTH, 'guessable-password.ts'))});
    // Collected in a later task, as in a running app: within the task that released them, the first collections found
    // them still held in about two runs of five (a task may keep what it reached through a WeakRef, for one).
    const heapMiB = async () => { await new Promise((resolve) => setTimeout(resolve, 0)); gc(); gc(); return process.memoryUsage().heapUsed / 1048576; };
    const zxcvbnModules = () => Object.keys(require.cache).filter((file) => file.includes('/@zxcvbn-ts/')).length;
    const context = { shopName: 'Barbearia do Zé', usernames: ['ze'] };
    const step = async (weakness) => ({ heapMiB: await heapMiB(), zxcvbnModules: zxcvbnModules(), weakness });
    (async () => {
      const before = await step(null);
      const judged = await step(passwordWeakness('tesoura afiada na gaveta', context));
      releasePasswordJudges();
      const released = await step(null);
      const judgedAgain = await step(passwordWeakness('Senha@123456', context));
      process.stdout.write(JSON.stringify({ before, judged, released, judgedAgain }));
    })();
  `;
  const output = execFileSync(process.execPath, ['--expose-gc', '-r', path.join(ROOT, 'test/support/register-ts.cjs'), '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(output) as Record<
    'before' | 'judged' | 'released' | 'judgedAgain',
    { heapMiB: number; zxcvbnModules: number; weakness: unknown }
  >;
}

/**
 * Production judges its secrets at every start, and an owner's password when one is set: zxcvbn's
 * dictionaries, about 15 MiB of heap, were then held for the life of the process. They are given up
 * after the judgement (at once after start-up's, when idle after a request's).
 */
describe('the password judges give their dictionaries up', () => {
  const steps = judgeReleaseAndJudgeAgain();

  it('judging loads zxcvbn and its dictionaries', () => {
    expect(steps.before.zxcvbnModules).toBe(0);
    expect(steps.judged.zxcvbnModules).toBeGreaterThan(0);
    expect(steps.judged.weakness).toBeNull();
    expect(steps.judged.heapMiB - steps.before.heapMiB).toBeGreaterThan(10);
  });

  it('releasing leaves none of zxcvbn in the module cache and gives most of the heap back', () => {
    expect(steps.released.zxcvbnModules).toBe(0);
    expect(steps.judged.heapMiB - steps.released.heapMiB).toBeGreaterThan(10);
  });

  it('a judgement after the release loads them again and judges as before', () => {
    expect(steps.judgedAgain.zxcvbnModules).toBeGreaterThan(0);
    expect(steps.judgedAgain.weakness).toMatchObject({ kind: 'common', likeness: { base: { word: 'senha' } } });
  });
});

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { forgetDictionaryModules, requireDictionaries } from './password-dictionaries';
import { ReleasedWhenIdle } from '../memory/released-when-idle';

/** zxcvbn's judgement of a text: `score` 0 (too guessable) to 4, and log10 of the guesses it estimates an attacker needs. */
export interface StrengthEstimate {
  score: number;
  guessesLog10: number;
}

/**
 * zxcvbn's work grows with the text (about 5 ms a character for random text, on this app's
 * dictionaries), so only the start is judged: if it is strong, so is the whole. 64 characters hold
 * what `openssl rand -base64 48` prints, and far more than 10^38.5 guesses of random text.
 */
export const MAX_JUDGED_CHARACTERS = 64;

/**
 * zxcvbn's estimator holds its dictionaries (about 15 MiB of heap, 35 MiB of RSS) and takes about
 * 0.3 s to build. It judges the secrets at start-up and a password being set, nothing in between,
 * so it is built when needed and given up when idle.
 */
const estimator = new ReleasedWhenIdle(createEstimator, forgetDictionaryModules);

/**
 * How guessable `text` is to an attacker who knows `userInputs` (the shop's name, the username):
 * zxcvbn (@zxcvbn-ts) with its common passwords and Brazilian Portuguese words, names and Wikipedia
 * terms.
 */
export function estimateStrength(text: string, userInputs: string[] = [], judgedCharacters = MAX_JUDGED_CHARACTERS): StrengthEstimate {
  const { score, guessesLog10 } = estimator.get().check(text.slice(0, judgedCharacters), userInputs);
  return { score, guessesLog10 };
}

/** Gives the estimator and its dictionaries up now rather than when idle. */
export function releaseStrengthEstimator(): void {
  estimator.release();
}

function createEstimator(): ZxcvbnFactory {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const core = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const { common, portuguese } = requireDictionaries();
  return new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...portuguese.dictionary },
    graphs: common.adjacencyGraphs,
    translations: portuguese.translations,
    maxLength: MAX_JUDGED_CHARACTERS,
  });
}

import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

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

let estimator: ZxcvbnFactory | undefined;

/**
 * How guessable `text` is to an attacker who knows `userInputs` (the shop's name, the username):
 * zxcvbn (@zxcvbn-ts) with its common passwords and Brazilian Portuguese words, names and Wikipedia
 * terms. Its dictionaries (about 15 MB of heap) are loaded on the first call, once.
 */
export function estimateStrength(text: string, userInputs: string[] = [], judgedCharacters = MAX_JUDGED_CHARACTERS): StrengthEstimate {
  const { score, guessesLog10 } = loadedEstimator().check(text.slice(0, judgedCharacters), userInputs);
  return { score, guessesLog10 };
}

function loadedEstimator(): ZxcvbnFactory {
  return (estimator ??= createEstimator());
}

/** Required here, not imported at the top: a process that judges nothing never loads the dictionaries. */
function createEstimator(): ZxcvbnFactory {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const core = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const portuguese = require('@zxcvbn-ts/language-pt-br') as typeof import('@zxcvbn-ts/language-pt-br');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return new core.ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...portuguese.dictionary },
    graphs: common.adjacencyGraphs,
    translations: portuguese.translations,
    maxLength: MAX_JUDGED_CHARACTERS,
  });
}

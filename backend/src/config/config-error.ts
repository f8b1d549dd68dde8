/** A missing or invalid setting: start-up stops with its message, which names the variable. */
export class ConfigError extends Error {}

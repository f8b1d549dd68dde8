import { ConfigError } from './config-error';

/** A switch: "on" or "off"; unset or empty keeps the fallback. */
export function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on' || raw === 'off') return raw === 'on';
  throw new ConfigError(`${name} must be "on" or "off" (got "${raw}").`);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { NotFoundException } from '@nestjs/common';
import { Unauthorized } from '../../shared/errors/domain-error';

/**
 * Lets a scrape through only with `Authorization: Bearer <METRICS_TOKEN>`; without a token set,
 * the route answers as an unknown /api path does (404). Both sides are hashed first, so the comparison takes the same
 * time whatever the length or the first wrong character of the guess.
 */
export function checkMetricsToken(expected: string | null, authorization: string | undefined): void {
  if (!expected) throw new NotFoundException();
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(digest(given), digest(expected))) throw new Unauthorized('Token de métricas ausente ou inválido.');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

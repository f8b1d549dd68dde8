import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { RateLimitName } from '../../config/app-config';
import { RateLimiter } from './rate-limiter';

const RATE_LIMIT = 'rateLimit';

/** Counts each call of the route against the named limit, per client address (Fastify's `request.ip`, which follows TRUST_PROXY; IPv6 per /64). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const name = this.reflector.get<RateLimitName | undefined>(RATE_LIMIT, context.getHandler());
    if (name) await this.limiter.take(name, context.switchToHttp().getRequest<FastifyRequest>().ip);
    return true;
  }
}

/** Limits a route's calls per client address; the limit's size comes from the configuration (RATE_LIMIT_*). */
export const RateLimit = (name: RateLimitName) => applyDecorators(SetMetadata(RATE_LIMIT, name), UseGuards(RateLimitGuard));

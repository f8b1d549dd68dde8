import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter';

/** The anonymous-call limits, for any module's routes (`@RateLimit('booking')`). */
@Global()
@Module({
  providers: [RateLimiter, RateLimitGuard],
  exports: [RateLimiter, RateLimitGuard],
})
export class RateLimitModule {}

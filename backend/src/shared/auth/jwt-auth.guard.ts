import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Unauthorized } from '../errors/domain-error';
import { isDatabaseUnavailable } from '../http/errors/database-unavailable';
import { IS_PUBLIC } from './public.decorator';

/** Default deny: every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  /** A database that can't be reached is a 503 (the filter's), not a reason to log the barber out. */
  override handleRequest<T>(error: unknown, barber: T): T {
    if (isDatabaseUnavailable(error)) throw error;
    if (error || !barber) throw new Unauthorized('Sessão inválida ou expirada. Entre novamente.');
    return barber;
  }
}

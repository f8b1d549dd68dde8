import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { Unauthorized } from '../errors/domain-error';
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

  override handleRequest<T>(error: unknown, barber: T): T {
    if (error || !barber) throw new Unauthorized('Sessão inválida ou expirada. Entre novamente.');
    return barber;
  }
}

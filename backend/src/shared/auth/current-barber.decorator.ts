import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AuthenticatedBarber } from './authenticated-barber';

/** The authenticated barber of the request (set by the JWT guard). */
export const CurrentBarber = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedBarber => context.switchToHttp().getRequest<{ user: AuthenticatedBarber }>().user,
);

import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { BarbersService } from '../barbers';
import { TokenPayload } from '../../shared/auth/session-tokens';

/**
 * Accepts only HS256 tokens signed with JWT_SECRET, with an `exp` and unexpired (the JWT library
 * takes a token without `exp` as one that never expires, so validate refuses it), of a barber who
 * is still active and whose token version is still the one the token carries (a password change or
 * a deactivation raised it).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly barbers: BarbersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(payload: Partial<TokenPayload> & { exp?: unknown }): Promise<AuthenticatedBarber | null> {
    if (typeof payload.exp !== 'number' || typeof payload.sub !== 'string' || !Number.isInteger(payload.ver)) return Promise.resolve(null);
    return this.barbers.findActiveIdentity(payload.sub, payload.ver as number);
  }
}

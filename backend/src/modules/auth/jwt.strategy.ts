import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { BarbersService } from './barbers.service';

export interface TokenPayload {
  sub: string;
}

/** Accepts only HS256 tokens signed with JWT_SECRET, unexpired, of a barber who is still active. */
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

  validate(payload: TokenPayload): Promise<AuthenticatedBarber | null> {
    return this.barbers.findActiveIdentity(payload.sub);
  }
}

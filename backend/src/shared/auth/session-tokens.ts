import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** What a login token says: whose it is and under which of their token versions it was issued. */
export interface TokenPayload {
  sub: string;
  ver: number;
}

/** Issues the admin login tokens (JWT, HS256, JWT_EXPIRES_IN); JwtStrategy checks them. */
@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

  issue(barber: { id: string; tokenVersion: number }): Promise<string> {
    const payload: TokenPayload = { sub: barber.id, ver: barber.tokenVersion };
    return this.jwt.signAsync(payload);
  }
}

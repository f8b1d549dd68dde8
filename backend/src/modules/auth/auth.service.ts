import { Injectable } from '@nestjs/common';
import { BarbersService } from './barbers.service';
import { InvalidCredentials } from './domain/auth.errors';
import { LoginThrottle } from './login-throttle.service';
import { SessionTokens } from './session-tokens.service';

export interface LoginResult {
  id: string;
  username: string;
  token: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly barbers: BarbersService,
    private readonly throttle: LoginThrottle,
    private readonly tokens: SessionTokens,
  ) {}

  /** The throttle counts the attempt first, so a locked-out username can't be probed even with the right password. */
  async login(username: string, password: string, address: string): Promise<LoginResult> {
    await this.throttle.countAttempt(username, address);
    const barber = await this.barbers.verifyCredentials(username, password);
    if (!barber) throw new InvalidCredentials();
    await this.throttle.clearFailures(username);
    const token = await this.tokens.issue(barber);
    return { id: barber.id, username: barber.username, token };
  }
}

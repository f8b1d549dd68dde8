import { Injectable } from '@nestjs/common';
import { AppMetrics } from '../../shared/metrics/app-metrics';
import { BarbersService } from '../barbers';
import { InvalidCredentials } from './domain/auth.errors';
import type { Barber } from '../barbers';
import { LoginAttempt, LoginThrottle } from './login-throttle.service';
import { LoginResult } from './dto/login.dto';
import { SessionTokens } from '../../shared/auth/session-tokens';

@Injectable()
export class AuthService {
  constructor(
    private readonly barbers: BarbersService,
    private readonly throttle: LoginThrottle,
    private readonly tokens: SessionTokens,
    private readonly metrics: AppMetrics,
  ) {}

  /** The throttle judges the attempt first, so a throttled address can't probe even the right password. */
  async login(username: string, password: string, address: string): Promise<LoginResult> {
    const attempt = await this.throttle.begin(username, address);
    const barber = await this.checkPassword(attempt, username, password);
    if (!barber) {
      this.metrics.loginFailed();
      throw new InvalidCredentials();
    }
    await this.throttle.succeeded(attempt);
    const token = await this.tokens.issue(barber);
    return { id: barber.id, username: barber.username, token };
  }

  /** A wrong password stays counted; an attempt that could not be checked (server busy) does not. */
  private async checkPassword(attempt: LoginAttempt, username: string, password: string): Promise<Barber | null> {
    try {
      return await this.barbers.verifyCredentials(username, password);
    } catch (error) {
      await this.throttle.forget(attempt);
      throw error;
    }
  }
}

import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from '../../shared/auth/jwt-auth.guard';
import { SessionTokensModule } from '../../shared/auth/session-tokens.module';
import { BarbersModule } from '../barbers';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle.service';

/** The login, its throttling, and the check of every admin call's token (the global guard). */
@Module({
  imports: [PassportModule, SessionTokensModule, BarbersModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle, JwtStrategy, { provide: APP_GUARD, useClass: JwtAuthGuard }],
})
export class AuthModule {}

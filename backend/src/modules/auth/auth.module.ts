import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { JwtAuthGuard } from '../../shared/auth/jwt-auth.guard';
import { HoursModule } from '../hours';
import { JobsModule } from '../jobs';
import { AccountPasswords } from './account-passwords.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { BarbersService } from './barbers.service';
import { Barber } from './domain/barber.entity';
import { BarberPhoto } from './domain/barber-photo.entity';
import { JwtStrategy } from './jwt.strategy';
import { LoginThrottle } from './login-throttle.service';
import { PasswordHasher } from './password-hasher.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { SessionTokens } from './session-tokens.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

@Module({
  imports: [
    MikroOrmModule.forFeature([Barber, BarberPhoto]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}h` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    JobsModule,
    HoursModule,
  ],
  controllers: [ProfileController, TeamController, AuthController],
  providers: [
    BarbersService,
    AuthService,
    LoginThrottle,
    TeamService,
    ProfileService,
    AccountPasswords,
    PasswordHasher,
    SessionTokens,
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [BarbersService],
})
export class AuthModule {}

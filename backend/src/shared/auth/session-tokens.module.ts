import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config.provider';
import { SessionTokens } from './session-tokens';

/** The admin login tokens: JWT signed with JWT_SECRET (HS256), for whoever issues them (the login, a password change). */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}h` },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionTokens],
  exports: [SessionTokens, JwtModule],
})
export class SessionTokensModule {}

import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { SessionTokensModule } from '../../shared/auth/session-tokens.module';
import { HoursModule } from '../hours';
import { ServicesModule } from '../services';
import { AccountPasswords } from './account-passwords.service';
import { BarbersController } from './barbers.controller';
import { BarbersService } from './barbers.service';
import { Barber } from './domain/barber.entity';
import { BarberPhoto } from './domain/barber-photo.entity';
import { PasswordHasher } from './password-hasher.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { TeamController } from './team.controller';
import { TeamService } from './team.service';

/** The barbers: the list clients choose from, the team the owner runs, each barber's profile, photo and password. */
@Module({
  imports: [MikroOrmModule.forFeature([Barber, BarberPhoto]), SessionTokensModule, ServicesModule, HoursModule],
  controllers: [ProfileController, TeamController, BarbersController],
  providers: [BarbersService, TeamService, ProfileService, AccountPasswords, PasswordHasher],
  exports: [BarbersService],
})
export class BarbersModule {}

import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Unavailable } from './domain/unavailable.entity';

/** Days and times a barber blocks. Its admin calls arrive with the admin area. */
@Module({
  imports: [MikroOrmModule.forFeature([Unavailable])],
})
export class UnavailabilityModule {}

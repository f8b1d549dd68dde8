import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Unavailable } from './domain/unavailable.entity';
import { UnavailabilityController } from './unavailability.controller';
import { UnavailabilityService } from './unavailability.service';

/** Days and times a barber blocks. Exports the service `appointment/deactivate` calls to block times. */
@Module({
  imports: [MikroOrmModule.forFeature([Unavailable])],
  controllers: [UnavailabilityController],
  providers: [UnavailabilityService],
  exports: [UnavailabilityService],
})
export class UnavailabilityModule {}

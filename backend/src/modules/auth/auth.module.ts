import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { AuthController } from './auth.controller';
import { BarbersService } from './barbers.service';
import { Barber } from './domain/barber.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Barber]), JobsModule],
  controllers: [AuthController],
  providers: [BarbersService],
  exports: [BarbersService],
})
export class AuthModule {}

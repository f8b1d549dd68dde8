import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PaymentSettings } from './domain/payment-settings.entity';
import { PaymentSettingsController } from './payment-settings.controller';
import { PaymentSettingsService } from './payment-settings.service';

@Module({
  imports: [MikroOrmModule.forFeature([PaymentSettings])],
  controllers: [PaymentSettingsController],
  providers: [PaymentSettingsService],
})
export class PaymentsModule {}

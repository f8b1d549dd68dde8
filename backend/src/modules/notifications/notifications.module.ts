import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { BookingModule } from '../booking';
import { BarberDevicesService } from './barber-devices.service';
import { BookingChangeListener } from './booking-change-listener';
import { ClientErasureListener } from './client-erasure-listener';
import { DepositConfirmTokens } from './deposit-confirm-tokens';
import { BarberDevice } from './domain/barber-device.entity';
import { NotificationStore } from './notification-store';
import { NotificationWorkers } from './notification-workers';
import { PushController } from './push.controller';
import { PushFailures } from './push-failures';
import { PushQueue } from './push-queue';
import { PushSender } from './push-sender';

/**
 * Web push: the VAPID key, the barbers' devices, and the job queue that sends confirmations,
 * notices and reminders. It listens to the booking module's `BookingEvents`; the booking
 * code knows nothing about pushes.
 */
@Module({
  imports: [MikroOrmModule.forFeature([BarberDevice]), BookingModule],
  controllers: [PushController],
  providers: [
    PushQueue,
    NotificationStore,
    PushSender,
    PushFailures,
    NotificationWorkers,
    BarberDevicesService,
    BookingChangeListener,
    ClientErasureListener,
    DepositConfirmTokens,
  ],
  exports: [DepositConfirmTokens, PushFailures, PushQueue, PushSender],
})
export class NotificationsModule {}

import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { PushSubscriptionPolicy } from './push/push-subscription-policy';
import { ShopClock } from './time/shop-clock';

/** The configuration, the shop's clock and the push subscription rules, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ShopClock, PushSubscriptionPolicy],
      exports: [APP_CONFIG, ShopClock, PushSubscriptionPolicy],
    };
  }
}

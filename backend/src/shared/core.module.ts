import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config.provider';
import { ShopClock } from './time/shop-clock';

/** The configuration and the shop's clock, available to every module. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ShopClock],
      exports: [APP_CONFIG, ShopClock],
    };
  }
}

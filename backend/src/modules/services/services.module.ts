import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Service } from './domain/service.entity';
import { ServicesAdminController } from './services-admin.controller';
import { ServiceAdmin } from './service-admin.service';
import { ServicesController } from './services.controller';
import { ServiceCatalog } from './service-catalog.service';

@Module({
  imports: [MikroOrmModule.forFeature([Service])],
  controllers: [ServicesController, ServicesAdminController],
  providers: [ServiceCatalog, ServiceAdmin],
  exports: [ServiceCatalog],
})
export class ServicesModule {}

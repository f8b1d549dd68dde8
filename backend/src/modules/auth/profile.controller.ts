import { Body, Controller, Delete, Get, Headers, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ImageBody } from '../../shared/http/image-body';
import { MAX_PHOTO_BYTES } from './domain/photo-image';
import { BarberAccountView } from './dto/barber.view';
import { UpdateProfileDto } from './dto/credentials.dto';
import { ProfileService, UpdatedAccount } from './profile.service';

@ApiTags('Meus Dados (admin)')
@ApiBearerAuth()
@Controller('auth/me')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  get(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView> {
    return this.profiles.get(current);
  }

  @Put()
  update(@CurrentBarber() current: AuthenticatedBarber, @Body() body: UpdateProfileDto): Promise<UpdatedAccount> {
    return this.profiles.update(current, body);
  }

  /** The image itself is the body (Content-Type image/jpeg, image/png or image/webp), its name in X-File-Name. */
  @Put('photo')
  @ImageBody(MAX_PHOTO_BYTES)
  @ApiConsumes('image/jpeg', 'image/png', 'image/webp')
  replacePhoto(
    @CurrentBarber() current: AuthenticatedBarber,
    @Req() request: FastifyRequest,
    @Headers('x-file-name') fileName: string | undefined,
  ): Promise<BarberAccountView> {
    return this.profiles.replacePhoto(current, request.body, fileName);
  }

  @Delete('photo')
  removePhoto(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView> {
    return this.profiles.removePhoto(current);
  }
}

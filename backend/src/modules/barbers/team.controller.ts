import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors, conflict } from '../../shared/http/errors/api-errors';
import { UuidParam } from '../../shared/http/input/uuid-param';
import { BarberAccountView, CreatedBarber, UpdatedBarber } from './dto/barber.view';
import { CreateBarberDto, UpdateBarberDto } from './dto/credentials.dto';
import { TeamService } from './team.service';

@ApiTags('Equipe (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('auth')
export class TeamController {
  constructor(private readonly team: TeamService) {}

  @Get('team')
  @ApiOperation({ summary: 'Lista toda a equipe, barbeiros ativos e inativos (só o dono)' })
  @ApiOkResponse({ type: BarberAccountView, isArray: true, description: 'Toda a equipe, ativos e inativos (só o dono)' })
  @ApiErrors({ status: 403, description: 'FORBIDDEN: só o dono gerencia a equipe' })
  list(@CurrentBarber() current: AuthenticatedBarber): Promise<BarberAccountView[]> {
    return this.team.list(current);
  }

  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cria a conta de um barbeiro novo, com usuário e senha (só o dono)' })
  @ApiOkResponse({ type: CreatedBarber, description: 'O barbeiro novo (só o dono)' })
  @ApiErrors(
    { status: 400, description: 'VALIDATION_ERROR (também: um nome com letras fora do alfabeto latino do português, uma senha fácil de adivinhar)' },
    { status: 403, description: 'FORBIDDEN: só o dono gerencia a equipe' },
    conflict('USERNAME_TAKEN', 'DISPLAY_NAME_TAKEN'),
  )
  create(@CurrentBarber() current: AuthenticatedBarber, @Body() body: CreateBarberDto): Promise<CreatedBarber> {
    return this.team.create(current, body.username, body.password);
  }

  @Put('update/:id')
  @ApiOperation({
    summary:
      'Altera um barbeiro: usuário, nome para os clientes, senha ou se está ativo (o dono muda qualquer um; o barbeiro, os próprios nomes e senha)',
  })
  @ApiOkResponse({ type: UpdatedBarber, description: 'O barbeiro alterado; com token novo quando o próprio barbeiro trocou a senha' })
  @ApiErrors(
    {
      status: 400,
      description:
        'VALIDATION_ERROR (também: desativar o dono, um nome fora do alfabeto, uma senha fácil de adivinhar), CURRENT_PASSWORD_REQUIRED ou CURRENT_PASSWORD_INCORRECT',
    },
    { status: 403, description: 'FORBIDDEN: um barbeiro que não é o dono mudando outro, ou mudando active' },
    404,
    conflict('USERNAME_TAKEN', 'DISPLAY_NAME_TAKEN'),
  )
  update(@CurrentBarber() current: AuthenticatedBarber, @Param('id', UuidParam) id: string, @Body() body: UpdateBarberDto): Promise<UpdatedBarber> {
    return this.team.update(current, id, body);
  }
}

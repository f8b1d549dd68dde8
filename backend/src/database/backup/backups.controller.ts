import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '../../shared/http/api-docs';
import { AuthenticatedBarber } from '../../shared/auth/authenticated-barber';
import { CurrentBarber } from '../../shared/auth/current-barber.decorator';
import { ApiErrors } from '../../shared/http/errors/api-errors';
import { ApiFileResponse } from '../../shared/http/api-file-response';
import { LatestBackup } from './latest-backup';

@ApiTags('Backup (admin)')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('backups')
export class BackupsController {
  constructor(private readonly latest: LatestBackup) {}

  @Get('latest')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Baixa o backup mais recente do banco de dados inteiro, como arquivo anexo (só o dono)' })
  @ApiFileResponse('O backup mais recente do banco de dados inteiro (npm run restore o carrega), como arquivo anexo (só o dono)', 'application/gzip')
  @ApiErrors({ status: 403, description: 'FORBIDDEN: só o dono baixa o backup' }, { status: 404, description: 'NOT_FOUND: ainda não há backup' })
  download(@CurrentBarber() current: AuthenticatedBarber): StreamableFile {
    const file = this.latest.open(current);
    return new StreamableFile(file.content, { type: 'application/gzip', length: file.size, disposition: `attachment; filename="${file.fileName}"` });
  }
}

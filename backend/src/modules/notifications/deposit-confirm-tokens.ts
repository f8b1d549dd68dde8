import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * The push Confirmar's capabilities (table `deposit_confirm_token`), this module's table: the push worker mints them
 * (`NotificationStore.mintDepositConfirmToken`) and the deposit's confirmation from the push uses one up here, on the
 * caller's EntityManager, so a refused confirmation keeps it.
 */
@Injectable()
export class DepositConfirmTokens {
  constructor(private readonly em: EntityManager) {}

  /** Uses up a capability (by its hash) if it has not ended: answers its booking's id, or null (unknown, used or ended). */
  async take(tokenHash: string, now: Date): Promise<string | null> {
    const rows = await this.em.execute<{ appointment_id: string }[]>(
      'delete from deposit_confirm_token where token_hash = ? and expires_at > ? returning appointment_id',
      [tokenHash, now],
    );
    return rows[0]?.appointment_id ?? null;
  }
}

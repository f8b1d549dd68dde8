import { Injectable } from '@nestjs/common';
import { CurrentPasswordRequired, WrongCurrentPassword } from './domain/auth.errors';
import { Barber } from './domain/barber.entity';
import { PasswordHasher } from './password-hasher.service';

/**
 * Setting a barber's password. Either way the barber's token version goes up (the caller flushes),
 * so every token issued before the change stops working.
 */
@Injectable()
export class AccountPasswords {
  constructor(private readonly hasher: PasswordHasher) {}

  /** A barber's own password: only after proving the current one, whichever call carries it. */
  async changeOwn(barber: Barber, currentPassword: string | undefined, newPassword: string): Promise<void> {
    if (!currentPassword) throw new CurrentPasswordRequired();
    if (!(await this.hasher.verify(barber.passwordHash, currentPassword))) throw new WrongCurrentPassword();
    barber.changePassword(await this.hasher.hash(newPassword));
  }

  /** The owner sets another barber's password (no "forgot password" mail: this is the way back in). */
  async reset(barber: Barber, newPassword: string): Promise<void> {
    barber.changePassword(await this.hasher.hash(newPassword));
  }
}

import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A barber's photo, kept in the database (never a path from the client). */
@Entity({ tableName: 'barber_photo' })
export class BarberPhoto {
  @PrimaryKey({ type: 'uuid' })
  barberId: string;

  @Property({ type: 'blob', lazy: true })
  content: Buffer;

  @Property({ type: 'text' })
  contentType: string;

  @Property({ type: 'text' })
  fileName: string;

  @Property({ type: 'integer' })
  size: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date = new Date();

  constructor(barberId: string) {
    this.barberId = barberId;
  }

  replace(image: { content: Buffer; contentType: string; fileName: string }): void {
    this.content = image.content;
    this.contentType = image.contentType;
    this.fileName = image.fileName;
    this.size = image.content.length;
    this.updatedAt = new Date();
  }

  /** Changes with every upload, so the photo URL can be cached for good. */
  get version(): string {
    return this.updatedAt.getTime().toString(36);
  }
}

import { Migration } from '@mikro-orm/migrations';
import type { MigrationObject } from '@mikro-orm/core';

export class CounterTableMigration extends Migration {
  override up(): void {
    this.addSql('create table counter (name text primary key, value int not null default 0)');
  }
}

export const counterMigration: MigrationObject = {
  name: 'Migration20261121000001_test_counter',
  class: CounterTableMigration,
};

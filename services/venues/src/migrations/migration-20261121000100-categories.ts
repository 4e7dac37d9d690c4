import { Migration } from '@mikro-orm/migrations';

/** The categories a venue can have, in the order the category buttons show them. */
export const SEED_CATEGORIES: ReadonlyArray<{ id: string; name: string }> = [
  { id: 'restaurant', name: 'Restaurant' },
  { id: 'cafe', name: 'Café' },
  { id: 'hotel', name: 'Hôtel' },
  { id: 'boutique', name: 'Boutique' },
  { id: 'spa', name: 'Spa' },
  { id: 'bar', name: 'Bar' },
  { id: 'riad', name: 'Riad' },
  { id: 'hammam', name: 'Hammam' },
  { id: 'patisserie', name: 'Pâtisserie' },
  { id: 'salon-de-the', name: 'Salon de thé' },
  { id: 'rooftop', name: 'Rooftop' },
  { id: 'galerie', name: "Galerie d'art" },
];

export class CategoriesMigration extends Migration {
  override up(): void {
    this.addSql(`create table categories (
      id text primary key check (id ~ '^[a-z0-9-]+$'),
      name text not null unique,
      position integer not null
    )`);
    SEED_CATEGORIES.forEach((category, index) => {
      this.addSql(`insert into categories (id, name, position) values ('${category.id}', '${category.name.replace(/'/g, "''")}', ${index + 1})`);
    });
  }

  override down(): void {
    this.addSql('drop table categories');
  }
}

/** The tables of the server's database, as Kysely sees them. Each migration that adds a table adds it here. */

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
}

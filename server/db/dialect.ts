/** Which database a Database talks to: the SQLite file (one machine) or PostgreSQL (several). */
export type DatabaseDialect = 'sqlite' | 'postgres';

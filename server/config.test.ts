import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.rules).toMatchObject({ freeSummaries: 3, singleCreditCents: 100, productName: 'Summer' });
  });

  it('uses the SQLite file of DATA_DIR, or PostgreSQL with DATABASE_URL and a session secret', () => {
    expect(loadConfig({ DATA_DIR: '/srv/summer' }).databaseLocation).toBe('/srv/summer/summer.sqlite');
    const url = 'postgres://summer:pw@db.internal:5432/summer';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/SESSION_SECRET: required with DATABASE_URL/);
    const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: 'x'.repeat(32) });
    expect(config.databaseLocation).toBe(url);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/summer', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /DATABASE_URL: use a postgres:\/\//,
    );
  });

  it('applies overrides of the business rules', () => {
    const config = loadConfig({
      FREE_SUMMARIES: '1',
      SINGLE_CREDIT_PRICE_CENTS: '99',
      PRODUCT_NAME: 'Digest',
    });
    expect(config.rules).toMatchObject({ freeSummaries: 1, singleCreditCents: 99, productName: 'Digest' });
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'ftp://x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY'])
      expect(message).toContain(`${name}:`);
  });

  it('sends mail over SMTP_URL, into files in development, and not at all otherwise', () => {
    const smtp = loadConfig({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_POSTAL_ADDRESS: '1 Beach Road',
    });
    expect(smtp.email).toMatchObject({
      mode: 'smtp',
      url: 'smtp://user:pass@mail.example:587',
      from: '"Summer" <support@summer.example>',
      postalAddress: '1 Beach Road',
    });
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/srv/summer' }).email).toMatchObject({
      mode: 'files',
      folder: '/srv/summer/mail',
    });
    expect(loadConfig({ MAIL_FROM: 'Summer <hi@summer.example>' }).email).toMatchObject({
      mode: 'off',
      from: 'Summer <hi@summer.example>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL:/);
  });

  it('takes payments with all three Stripe keys, none in production, a test mode in development', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(loadConfig(keys).payments).toEqual({
      mode: 'stripe',
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
    expect(loadConfig({}).payments).toEqual({ mode: 'off' });
    expect(loadConfig({ NODE_ENV: 'development' }).payments).toEqual({ mode: 'test' });
    expect(loadConfig({ NODE_ENV: 'development', ...keys }).payments.mode).toBe('stripe');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/set all three/);
    expect(() => loadConfig({ ...keys, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toThrow(/live key/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY:/);
  });

  it("reads the operator's time zone, UTC unless set, and refuses names that are none", () => {
    expect(loadConfig({}).TIME_ZONE).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).TIME_ZONE).toBe('Europe/Berlin');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: '' }).PORT).toBe(3000);
  });

  it('reads the account settings: admin emails, a session secret that is long enough, all-or-none OIDC', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Boss@Example.com , ops@example.com,' });
    expect(config.ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
    const owners = loadConfig({ OWNER_EMAILS: 'Founder@Example.com', ADMIN_EMAILS: 'ops@example.com' });
    expect(owners.roleEmails).toEqual({ admins: ['ops@example.com'], owners: ['founder@example.com'] });
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(/OIDC_CLIENT_ID/);
    const sso = loadConfig({
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'summer',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(sso.OIDC_ISSUER).toBe('https://id.example.com');
  });
});

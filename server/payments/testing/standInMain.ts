/**
 * The Stripe stand-in as a process of its own, for the browser tests (web/playwright.config.ts starts
 * it beside the server): it listens on STRIPE_STAND_IN_PORT and delivers every event, signed, to
 * STRIPE_STAND_IN_WEBHOOK_URL at once, as Stripe does. Tests only; never part of the product.
 */
import { startStripeStandIn } from './stripeStandIn.ts';

const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 0);
const standIn = await startStripeStandIn({ port });
standIn.webhookUrl = process.env.STRIPE_STAND_IN_WEBHOOK_URL;
console.log(`Stripe stand-in listening at ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

import {
  type CardDetails,
  cardObject,
  chargeObject,
  eventObject,
  invalid,
  listObject,
  missing,
  newId,
  paymentIntentObject,
  periodEnd,
  StandInError,
  type StripeObject,
  unixNow,
} from './standInObjects.ts';

// biome-ignore lint/suspicious/noExplicitAny: request bodies are parsed forms of any shape.
type Body = Record<string, any>;

const TYPE_OF_PREFIX: Record<string, string> = {
  pi: 'payment_intent',
  ch: 'charge',
  pm: 'payment_method',
  cus: 'customer',
  price: 'price',
  sub: 'subscription',
  in: 'invoice',
  si: 'subscription_item',
};

/**
 * One Stripe account as the stand-in keeps it: its objects by id, the API routes the product uses, and
 * what tests make happen (a customer pays, Stripe renews, ends or refunds), each of which records the
 * webhook events Stripe would send and hands them to `emit`.
 */
export class StandInAccount {
  readonly objects = new Map<string, StripeObject>();
  readonly events: StripeObject[] = [];
  /** Intents that pay an invoice: intent id → invoice id. */
  private readonly invoiceOfIntent = new Map<string, string>();

  constructor(
    private readonly apiVersion: string,
    private readonly emit: (event: StripeObject) => void,
  ) {}

  get(id: string, type?: string): StripeObject {
    const object = this.objects.get(id);
    if (!object || (type && object.object !== type))
      throw missing(type ?? TYPE_OF_PREFIX[id.split('_')[0] ?? ''] ?? 'object', id);
    return object;
  }

  private put(object: StripeObject): StripeObject {
    this.objects.set(object.id, object);
    return object;
  }

  private event(type: string, object: StripeObject): StripeObject {
    const event = eventObject(type, object, this.apiVersion);
    this.events.push(event);
    this.emit(event);
    return event;
  }

  /** Replaces ids by their objects along each `a.b.c` path, as `expand[]` asks. */
  expand(result: unknown, paths: string[]): unknown {
    const copy = structuredClone(result) as Body;
    for (const path of paths) {
      const walk = (node: unknown, keys: string[]): void => {
        if (!node || typeof node !== 'object' || keys.length === 0) return;
        const record = node as Body;
        const [key = '', ...rest] = keys;
        if (key === 'data' && Array.isArray(record.data)) {
          for (const item of record.data) walk(item, rest);
          return;
        }
        const value = record[key];
        if (typeof value === 'string' && this.objects.has(value)) {
          record[key] = structuredClone(this.objects.get(value));
        }
        walk(record[key], rest);
      };
      walk(copy, path.split('.'));
    }
    return copy;
  }

  route(method: string, path: string, body: Body, { publicCall }: { publicCall: boolean }): unknown {
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'v1') throw missing('route', path);
    const [, resource = '', id, action] = parts;
    if (publicCall && !(resource === 'payment_intents' && action === 'confirm')) {
      throw invalid('This call needs a secret key.');
    }
    const key = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST customers':
        return this.put({
          id: newId('cus'),
          object: 'customer',
          email: body.email ?? null,
          name: body.name ?? null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: unixNow(),
          livemode: false,
        });
      case 'GET customers/:id':
        return this.get(id ?? '', 'customer');
      case 'GET customers/:id/payment_methods': {
        const methods = [...this.objects.values()].filter(
          (object) => object.object === 'payment_method' && object.customer === id,
        );
        return listObject(path, methods.reverse().slice(0, Number(body.limit ?? 10)));
      }
      case 'POST payment_intents':
        return this.createPaymentIntent(body);
      case 'GET payment_intents': {
        const intents = [...this.objects.values()].filter(
          (object) =>
            object.object === 'payment_intent' && (!body.customer || object.customer === body.customer),
        );
        return listObject(path, intents.reverse());
      }
      case 'GET payment_intents/:id':
        return this.get(id ?? '', 'payment_intent');
      case 'POST payment_intents/:id/confirm': {
        const intent = this.get(id ?? '', 'payment_intent');
        if (publicCall && body.client_secret !== intent.client_secret) {
          throw invalid(
            'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
            'client_secret',
          );
        }
        const card = body.payment_method_data?.card ?? {};
        const number = String(card.number ?? '').replace(/\D/g, '');
        if (number === '4000000000000002') {
          throw new StandInError(402, {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined.',
          });
        }
        this.succeedPaymentIntent(intent.id, {
          ...(number && { last4: number.slice(-4), brand: number.startsWith('5') ? 'mastercard' : 'visa' }),
          ...(card.exp_month && { exp_month: Number(card.exp_month) }),
          ...(card.exp_year && { exp_year: Number(card.exp_year) }),
        });
        return this.get(intent.id);
      }
      case 'GET prices': {
        const keys: string[] = Object.values(body.lookup_keys ?? {});
        const prices = [...this.objects.values()].filter(
          (object) => object.object === 'price' && keys.includes(object.lookup_key),
        );
        return listObject(path, prices);
      }
      case 'POST prices':
        return this.put({
          id: newId('price'),
          object: 'price',
          active: true,
          currency: body.currency,
          unit_amount: Number(body.unit_amount),
          recurring: { interval: body.recurring?.interval ?? 'month', interval_count: 1 },
          lookup_key: body.lookup_key ?? null,
          product: newId('prod'),
          created: unixNow(),
          livemode: false,
        });
      case 'GET coupons/:id':
        return this.get(id ?? '', 'coupon');
      case 'POST coupons':
        if (this.objects.has(body.id)) throw invalid('Coupon already exists.', 'id');
        return this.put({
          id: body.id ?? newId('coupon'),
          object: 'coupon',
          percent_off: Number(body.percent_off),
          duration: body.duration,
          name: body.name ?? null,
          valid: true,
          created: unixNow(),
          livemode: false,
        });
      case 'POST subscriptions':
        return this.createSubscription(body);
      case 'GET subscriptions/:id':
        return this.get(id ?? '', 'subscription');
      case 'POST subscriptions/:id':
        return this.updateSubscription(id ?? '', body);
      case 'DELETE subscriptions/:id':
        return this.cancelSubscriptionNow(id ?? '');
      default:
        throw missing('route', `${method} ${path}`);
    }
  }

  private createPaymentIntent(body: Body): StripeObject {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least 50 cents.', 'amount');
    if (body.customer) this.get(body.customer, 'customer');
    return this.put(
      paymentIntentObject({
        amount,
        currency: body.currency,
        customer: body.customer ?? null,
        description: body.description,
        metadata: body.metadata ?? {},
      }),
    );
  }

  private createSubscription(body: Body): StripeObject {
    const customer = this.get(body.customer, 'customer');
    const price = this.get(body.items?.[0]?.price ?? '', 'price');
    const couponId = body.discounts?.[0]?.coupon;
    const coupon = couponId ? this.get(couponId, 'coupon') : null;
    const now = unixNow();
    const subscription = this.put({
      id: newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      currency: price.currency,
      metadata: body.metadata ?? {},
      default_payment_method: null,
      discounts: coupon ? [coupon.id] : [],
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd(now, price.recurring.interval),
          },
        ],
        has_more: false,
        url: '/v1/subscription_items',
      },
      latest_invoice: null,
      created: now,
      livemode: false,
    });
    const amount = coupon
      ? Math.round(price.unit_amount * (1 - coupon.percent_off / 100))
      : price.unit_amount;
    subscription.latest_invoice = this.openInvoice(subscription, amount).id;
    this.event('customer.subscription.created', subscription);
    return subscription;
  }

  private openInvoice(subscription: StripeObject, amount: number): StripeObject {
    const intent = this.put(
      paymentIntentObject({
        amount,
        currency: subscription.currency,
        customer: subscription.customer,
        metadata: {},
      }),
    );
    const invoice = this.put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: subscription.currency,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      status_transitions: { paid_at: null },
      created: unixNow(),
      livemode: false,
    });
    this.invoiceOfIntent.set(intent.id, invoice.id);
    return invoice;
  }

  private updateSubscription(id: string, body: Body): StripeObject {
    const subscription = this.get(id, 'subscription');
    if (subscription.status === 'canceled')
      throw invalid('A canceled subscription can only update its metadata.');
    if (body.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      subscription.canceled_at = subscription.cancel_at_period_end ? unixNow() : null;
    }
    this.event('customer.subscription.updated', subscription);
    return subscription;
  }

  /** DELETE /v1/subscriptions/:id: ends it at once (no further invoices), as Stripe's cancel does. */
  private cancelSubscriptionNow(id: string): StripeObject {
    const subscription = this.get(id, 'subscription');
    if (subscription.status === 'canceled') throw invalid('This subscription is already canceled.');
    const now = unixNow();
    Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now });
    this.event('customer.subscription.deleted', subscription);
    return subscription;
  }

  // What tests make happen (the customer, the card network, the passing of time).

  /** The card payment of an intent succeeds: a charge, a saved card, and payment_intent.succeeded. */
  succeedPaymentIntent(id: string, card: Partial<CardDetails> = {}): StripeObject {
    const intent = this.get(id, 'payment_intent');
    if (intent.status === 'succeeded') throw invalid('This PaymentIntent has already succeeded.');
    const method = this.put(cardObject(intent.customer, card));
    const charge = this.put(chargeObject(intent, method.id));
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: method.id,
    });
    const invoiceId = this.invoiceOfIntent.get(intent.id);
    const event = this.event('payment_intent.succeeded', intent);
    if (invoiceId) this.payInvoice(invoiceId, method.id);
    return event;
  }

  private payInvoice(invoiceId: string, paymentMethod: string): void {
    const invoice = this.get(invoiceId, 'invoice');
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: unixNow() },
    });
    const subscription = this.get(invoice.parent.subscription_details.subscription, 'subscription');
    const wasIncomplete = subscription.status === 'incomplete';
    Object.assign(subscription, { status: 'active', default_payment_method: paymentMethod });
    this.event('invoice.paid', invoice);
    if (wasIncomplete) this.event('customer.subscription.updated', subscription);
  }

  /** The next period starts and its invoice is paid with the saved card. */
  renewSubscription(id: string): void {
    const subscription = this.get(id, 'subscription');
    const item = subscription.items.data[0];
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_end, item.price.recurring.interval);
    const invoice = this.openInvoice(subscription, item.price.unit_amount);
    subscription.latest_invoice = invoice.id;
    this.event('customer.subscription.updated', subscription);
    this.payInvoice(invoice.id, subscription.default_payment_method);
  }

  /** The subscription ends (its period ran out after a cancel, or it was cancelled at once). */
  endSubscription(id: string): void {
    const subscription = this.get(id, 'subscription');
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: unixNow(),
      canceled_at: subscription.canceled_at ?? unixNow(),
    });
    this.event('customer.subscription.deleted', subscription);
  }

  /** Refunds part or all of an intent's charge (cumulative, as Stripe's amount_refunded). */
  refund(intentId: string, amount?: number): StripeObject {
    const intent = this.get(intentId, 'payment_intent');
    const charge = this.get(intent.latest_charge, 'charge');
    charge.amount_refunded = Math.min(charge.amount, charge.amount_refunded + (amount ?? charge.amount));
    charge.refunded = charge.amount_refunded === charge.amount;
    return this.event('charge.refunded', charge);
  }

  /** An intent made by hand at the "dashboard", e.g. with an amount that is not its package's price. */
  createPaymentIntentDirectly(fields: {
    amount: number;
    customer: string | null;
    metadata: Record<string, string>;
  }) {
    return this.createPaymentIntent({ ...fields, currency: 'usd' });
  }

  /** The events of one type, oldest first. */
  eventsOf(type: string): StripeObject[] {
    return this.events.filter((event) => event.type === type);
  }
}
